// The attributes a control takes to be described by its hint and its error (ids `${id}-hint`, `${id}-error`).
export function describedBy(id: string, error: unknown, hint = true) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  };
}
