// antd's message and notification with the product's defaults: messages 3 s at offset 8, notifications
// 4.5 s.
import { message, notification } from 'antd';
import { isRtl } from '../../i18n';

export function show(kind: 'error' | 'success' | 'info' | 'warning', text: string): void {
  message.config({ duration: 3, top: 8, maxCount: 3, rtl: isRtl() });
  notification.config({ duration: 4.5, rtl: isRtl() });
  void message[kind](text);
}
