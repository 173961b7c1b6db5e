// A new language asks everything again in it: the server writes its words in the request's language, so an
// answer to a question asked in the old one must not be kept, even one that was on its way at the switch.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { changeLanguage, currentLocale } from '../i18n';
import { followApp } from './query-client';
import { AppProviders } from './providers';

/** A question whose answer the test gives: the language it was asked in, once let go. */
function slowQuestions() {
  const asked: Array<{ locale: string; answer: () => void }> = [];
  const ask = () =>
    new Promise<string>((resolve) => {
      const locale = currentLocale();
      asked.push({ locale, answer: () => resolve(`words in ${locale}`) });
    });
  return { asked, ask };
}

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = followApp();
});
afterEach(async () => {
  stop();
  await changeLanguage('en-US');
});

describe('the cache in a new language', () => {
  it('asks again what was on its way at the switch, and keeps only the new answer', async () => {
    const { asked, ask } = slowQuestions();
    const view = renderHook(() => useQuery({ queryKey: ['gallery-words'], queryFn: ask }), {
      wrapper: AppProviders,
    });
    await waitFor(() => expect(asked).toHaveLength(1));

    await act(() => changeLanguage('zh-CN'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map((question) => question.locale)).toEqual(['en-US', 'zh-CN']);

    // The old answer arrives last but one, as a slow network may deliver it.
    act(() => asked[0]!.answer());
    act(() => asked[1]!.answer());
    await waitFor(() => expect(view.result.current.data).toBe('words in zh-CN'));
  });

  it('asks again what it already had', async () => {
    const { asked, ask } = slowQuestions();
    const view = renderHook(() => useQuery({ queryKey: ['gallery-words'], queryFn: ask }), {
      wrapper: AppProviders,
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => asked[0]!.answer());
    await waitFor(() => expect(view.result.current.data).toBe('words in en-US'));

    await act(() => changeLanguage('zh-CN'));
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => asked[1]!.answer());
    await waitFor(() => expect(view.result.current.data).toBe('words in zh-CN'));
  });
});
