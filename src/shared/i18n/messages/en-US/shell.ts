// What every page may say about the parts that load later: each tool's link and home page card, and the
// credits balance in the header. The full namespaces (./tools.ts, ./imagine.ts, ./billing.ts) include these,
// so the renderer can load this much with its first page and the rest with the pages that need it.
export const shell = {
  tools: {
    nav: {
      menu: 'Creation tools',
    },
    upscaler: {
      nav: 'Upscaler',
      card: { title: 'Upscaler', text: 'Enlarge an image up to 10 times, keeping it sharp.' },
    },
    style: {
      nav: 'Styles',
      card: { title: 'Style transfer', text: 'Turn a portrait into a Ghibli-style illustration.' },
    },
    doodle: {
      nav: 'Graffiti',
      card: { title: 'Graffiti', text: 'Scribble a sketch and get it back as finished art.' },
    },
    goods: {
      nav: 'Product images',
      card: {
        title: 'Product images',
        text: 'Put a product photo in a new scene, ready for your shop.',
      },
    },
    photoBook: {
      nav: 'Photo book',
      card: {
        title: 'Photo book',
        text: 'Turn a few clear portraits into pages in the style you choose.',
      },
    },
    cosplay: {
      nav: 'Cosplay',
      card: { title: 'Cosplay', text: 'See a portrait dressed as the character you pick.' },
    },
  },
  imagine: {
    nav: 'Text to Image',
    card: {
      title: 'Text to image',
      text: 'Describe a picture and have it drawn by Midjourney, DALL-E, SDXL or Flux.',
    },
  },
  billing: {
    credits_one: '{{amount}} credit',
    credits_other: '{{amount}} credits',
    balanceTitle: 'Your credits balance. Open billing.',
  },
};
