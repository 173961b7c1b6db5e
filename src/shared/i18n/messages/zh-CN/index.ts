import type { Messages } from '../types';
import { errors } from './errors';
import { mail } from './mail';

export const zhCN: Messages = { errors, mail };
