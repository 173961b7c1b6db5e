import type { Messages } from '../types';

export const rules: Messages['rules'] = {
  onlyImages: '只能上传图片。',
  tooLarge: '请上传小于 {{megabytes}}MB 的图片。',
  tooManyPixels: '图片过大：最多 {{megapixels}} 百万像素。',
  longSide: '图片长边不能超过 {{pixels}} 像素。',
  upscalerSize: '图片的宽或高应小于 {{width}} x {{height}}。',
  templateSize:
    '风格模板需大于 {{minWidth}}x{{minHeight}} 且小于 {{maxWidth}}x{{maxHeight}} 像素。',
  portraitCount: '请选择 {{min}} 到 {{max}} 张清晰、正面、单人的人像照片。',
  unreadable: '无法读取此文件。',
  pickAgain: '无法再读取这个文件，请重新选择。',
  promptRequired: '请输入提示词。',
  negativePromptRequired: '请输入反向提示词。',
  referenceRequired: '请先上传参考图。',
  productRequired: '请先上传产品图。',
  backgroundRequired: '请选择背景图。',
  doodleRequired: '请先上传涂鸦图。',
  styleRequired: '请选择风格类型。',
  requestPending: '请等待请求完成。',
  optionUnsupported: '{{model}} 不支持“{{option}}”。',
  characterRequired: '请描述角色。',
  maskRequired: '请先涂抹要修改的区域。',
};
