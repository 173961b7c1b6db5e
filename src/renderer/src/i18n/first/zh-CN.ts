// The zh-CN messages the first page needs: the shell, the home page, the characters and App Tools sections,
// the rules and the errors any call may show. Every other page loads the rest with itself (../index.ts).
import { app } from '@shared/i18n/messages/zh-CN/app';
import { errors } from '@shared/i18n/messages/zh-CN/errors';
import { helper } from '@shared/i18n/messages/zh-CN/helper';
import { home } from '@shared/i18n/messages/zh-CN/home';
import { roles } from '@shared/i18n/messages/zh-CN/roles';
import { rules } from '@shared/i18n/messages/zh-CN/rules';
import { shell } from '@shared/i18n/messages/zh-CN/shell';

export const zhCNFirst = { app, pages: { home }, rules, errors, roles, helper, ...shell };
