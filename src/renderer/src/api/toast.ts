// Toasts are antd's message, loaded on first use so the first page does not pay for it.
type Kind = 'error' | 'success' | 'info' | 'warning';

type ToastImpl = typeof import('../components/antd/toast-impl'); // eslint-disable-line @typescript-eslint/consistent-type-imports

let loader: Promise<ToastImpl> | undefined;

export function toast(kind: Kind, text: string): void {
  loader ??= import('../components/antd/toast-impl');
  void loader.then((impl) => impl.show(kind, text));
}
