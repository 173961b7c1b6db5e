// Words a question is built with rather than about: left out of a query's words, because with OR every
// chunk that has "the" or 的 would match and a question the knowledge does not cover would still find
// passages. Chunks keep every word: only what is asked is filtered.
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English: articles, pronouns, auxiliaries, prepositions, conjunctions and question words.
  ...'a an the i me my we our you your he him his she her it its they them their this that these those'.split(
    ' ',
  ),
  ...'am is are was were be been being do does did have has had will would shall should can could may might must'.split(
    ' ',
  ),
  ...'of to in on at by for from with about into over under as than then so and or but not no if'.split(
    ' ',
  ),
  ...'what which who whom whose when where why how much many any some there here please tell know'.split(
    ' ',
  ),
  // Chinese: particles, pronouns, copulas and question words.
  ...'的 了 着 过 是 在 吗 呢 吧 啊 呀 我 你 您 他 她 它 们 我们 你们 他们 这 那 这个 那个 这些 那些'.split(
    ' ',
  ),
  ...'什么 怎么 怎样 怎么样 为什么 多少 哪 哪里 哪个 哪些 谁 几 和 与 及 也 都 就 还 请 请问 一个 有 没有'.split(
    ' ',
  ),
]);
