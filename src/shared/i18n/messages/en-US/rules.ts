// What a user reads when a file breaks an upload rule.
export const rules = {
  onlyImages: 'Only image uploads are allowed.',
  tooLarge: 'Please upload an image under {{megabytes}}MB.',
  tooManyPixels: 'This image is too large: at most {{megapixels}} megapixels.',
  longSide: 'The longer side of the image must be at most {{pixels}} pixels.',
  upscalerSize: 'The height or width of the image should be less than {{width}} x {{height}}.',
  templateSize:
    'The style template must be larger than {{minWidth}}x{{minHeight}} and smaller than {{maxWidth}}x{{maxHeight}} pixels.',
  portraitCount: 'Please choose {{min}} to {{max}} clear, front-facing, single-person portraits.',
  unreadable: 'This file could not be read.',
  pickAgain: 'This file is no longer available: please choose it again.',
  promptRequired: 'Please enter prompt.',
  negativePromptRequired: 'Please enter negative prompt.',
  referenceRequired: 'Please upload a reference image first.',
  productRequired: 'Upload a product image first.',
  backgroundRequired: 'Please choose a background image.',
  doodleRequired: 'Please upload a graffiti image first.',
  styleRequired: 'Please choose a style type.',
  requestPending: 'Please wait for the request to finish.',
  optionUnsupported: '{{model}} does not offer “{{option}}”.',
  characterRequired: 'Please describe the character.',
  maskRequired: 'Paint the area to change first.',
};
