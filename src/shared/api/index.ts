// The whole contract in one place: every call family, and each tool's calls from the tool registry. The API
// reference (docs/api) and the route coverage checks iterate it; code that makes calls imports the family it
// needs from its own file.
import { adminApi } from './admin';
import { adminCategoriesApi, adminCharactersApi } from './admin-characters';
import { adminModelsApi, adminPricesApi } from './admin-config';
import { adminModerationApi } from './admin-moderation';
import { adminNewsApi } from './admin-news';
import { adminStatsApi } from './admin-stats';
import { adminTemplatesApi } from './admin-templates';
import { authApi } from './auth';
import { adminBillingApi, billingApi } from './billing';
import { botChatApi, botDataApi, botHelpApi } from './bot-chat';
import { botOrderApi } from './bot-orders';
import { botSourcesApi } from './bot-sources';
import { botWidgetApi } from './bot-widget';
import { botsApi } from './bots';
import { chatApi } from './chat';
import { creationsApi } from './creations';
import { douyinApi } from './douyin';
import { feedApi } from './feed';
import { moChatApi, tokenApi } from './chat-tokens';
import { healthApi } from './health';
import { helperApi } from './helper';
import type { AnyRoute } from './http';
import { modelApi } from './model';
import { newsApi } from './news';
import { reportApi } from './reports';
import { rolesApi, typesApi } from './roles';
import { setupApi } from './setup';
import { tasksApi } from './tasks';
import { toolsApi } from './tools';
import { uploadApi } from './upload';
import { userApi } from './user';
import { TOOLS } from '../tools';

/** Every call family by name, tools included (`tool:doodle`…). */
export const CALL_FAMILIES: Record<string, Record<string, AnyRoute>> = {
  auth: authApi,
  user: userApi,
  model: modelApi,
  health: healthApi,
  billing: billingApi,
  adminBilling: adminBillingApi,
  admin: adminApi,
  adminPrices: adminPricesApi,
  adminModels: adminModelsApi,
  adminModeration: adminModerationApi,
  adminNews: adminNewsApi,
  adminStats: adminStatsApi,
  adminTemplates: adminTemplatesApi,
  adminCharacters: adminCharactersApi,
  adminCategories: adminCategoriesApi,
  setup: setupApi,
  roles: rolesApi,
  types: typesApi,
  chat: chatApi,
  moChat: moChatApi,
  token: tokenApi,
  helper: helperApi,
  bots: botsApi,
  botSources: botSourcesApi,
  botChat: botChatApi,
  botData: botDataApi,
  botHelp: botHelpApi,
  botOrder: botOrderApi,
  botWidget: botWidgetApi,
  upload: uploadApi,
  tasks: tasksApi,
  tools: toolsApi,
  feed: feedApi,
  creations: creationsApi,
  reports: reportApi,
  news: newsApi,
  douyin: douyinApi,
  ...Object.fromEntries(TOOLS.map((tool) => [`tool:${tool.id}`, tool.calls])),
};
