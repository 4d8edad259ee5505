// External destinations of the public header, top bar and masthead (spec section 2).
const site = 'https://vowline.com';

export const externalLinks = {
  app: `${site}/app`,
  magazine: 'https://magazine.vowline.com',
  sites: 'https://sites.vowline.com',
  about: `${site}/about`,
  support: `${site}/support`,
  platform: `${site}/platform`,
  resources: `${site}/resources`,
  pricing: `${site}/pricing`,
  company: `${site}/company`,
  contact: `${site}/contact`,
} as const;

export const productName = 'Vowline';
export const shareText = `I'm on ${productName}. Check it out!`;
