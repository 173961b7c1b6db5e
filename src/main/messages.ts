// The few words main says in its own dialogs (the server confirmation, the image chooser), in the system's
// language: main cannot ask the renderer which language it shows, and would not trust the answer.
import { app as enUS } from '@shared/i18n/messages/en-US/app';
import { app as zhCN } from '@shared/i18n/messages/zh-CN/app';
import { resolveLocale, type Locale } from '@shared/i18n/locales';
import type { Messages } from '@shared/i18n/messages/types';

export type MainMessages = Messages['app'];

const byLocale: Record<Locale, MainMessages> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The shell messages for a system locale (`app.getLocale()`), English when we do not speak it. */
export function mainMessages(systemLocale: string): MainMessages {
  return byLocale[resolveLocale(systemLocale)];
}

/** Fills `{{name}}` placeholders the way the renderer's i18next does. */
export function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
