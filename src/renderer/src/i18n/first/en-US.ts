// The en-US messages the first page needs: the shell, the home page, the characters and App Tools sections,
// the rules and the errors any call may show. Every other page loads the rest with itself (../index.ts).
import { app } from '@shared/i18n/messages/en-US/app';
import { errors } from '@shared/i18n/messages/en-US/errors';
import { helper } from '@shared/i18n/messages/en-US/helper';
import { home } from '@shared/i18n/messages/en-US/home';
import { roles } from '@shared/i18n/messages/en-US/roles';
import { rules } from '@shared/i18n/messages/en-US/rules';
import { shell } from '@shared/i18n/messages/en-US/shell';

export const enUSFirst = { app, pages: { home }, rules, errors, roles, helper, ...shell };
