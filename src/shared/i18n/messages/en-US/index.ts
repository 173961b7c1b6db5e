import { errors } from './errors';
import { mail } from './mail';
import { app } from './app';
import { pages } from './pages';
import { docs } from './docs';
import { rules } from './rules';
import { billing } from './billing';
import { chat } from './chat';
import { roles } from './roles';
import { helper } from './helper';
import { bots } from './bots';
import { botData } from './bot-data';
import { tools } from './tools';
import { imagine } from './imagine';
import { widget } from './widget';
import { community } from './community';
import { admin } from './admin';
import { douyinPage } from './douyin-page';
import { douyin } from './douyin';

/** The default language. Its shape defines every key; other locales must match it (checked by tsc and a test). */
export const enUS = {
  app,
  pages,
  docs,
  rules,
  errors,
  mail,
  billing,
  chat,
  roles,
  helper,
  bots,
  botData,
  tools,
  imagine,
  widget,
  community,
  admin,
  // The Douyin page's words sit beside the Douyin calls' own (`douyin.errors`) under one namespace.
  douyin: { ...douyin, page: douyinPage },
};
