// Programming: reading code, queries, patterns and errors.
import { REQUIRED, area, select, text, type HelperSeed } from './types';

const SQL_DIALECTS = ['PostgreSQL', 'MySQL', 'SQLite', 'SQL Server', 'Oracle'];
const REGEX_FLAVOURS = ['JavaScript', 'Python', 'Java', 'Go', 'PCRE (PHP)', '.NET'];

export const programming: HelperSeed[] = [
  {
    key: 'explain-code',
    category: 'programming',
    icon: 'code',
    featured: true,
    'en-US': {
      title: 'Explain code',
      description: 'What a piece of code does, how, and what to watch out for.',
      fields: [
        area('code', 'Code', { ...REQUIRED, placeholder: 'Paste the code' }),
        text('language', 'Language or framework', { placeholder: 'optional: detected if empty' }),
        select(
          'depth',
          'Explanation',
          ['Short overview', 'Step by step', 'For a beginner'],
          REQUIRED,
        ),
      ],
      prompt: `Explain the code below. Kind of explanation: {{depth}}.
Language or framework: {{language}}

\`\`\`
{{code}}
\`\`\`

Start with one sentence on what it does as a whole. Then explain how it works at the depth asked for, quoting the lines you talk about. Finish with "Watch out for": bugs, edge cases or security problems you see, or say that you found none. Do not rewrite the code unless a fix needs it.`,
    },
    'zh-CN': {
      title: '代码解释',
      description: '这段代码做什么、怎么做，以及需要注意的问题。',
      fields: [
        area('code', '代码', { ...REQUIRED, placeholder: '粘贴代码' }),
        text('language', '语言或框架', { placeholder: '可选，留空则自动识别' }),
        select('depth', '讲解方式', ['简要概述', '逐步讲解', '面向初学者'], REQUIRED),
      ],
      prompt: `请解释下面的代码。讲解方式：{{depth}}。
语言或框架：{{language}}

\`\`\`
{{code}}
\`\`\`

先用一句话说明整体作用，再按要求的深度讲解实现方式，引用你讲到的代码行。最后写“注意事项”：发现的缺陷、边界情况或安全问题；如果没有，请说明。除非修复需要，不要重写代码。`,
    },
  },
  {
    key: 'sql-query',
    category: 'programming',
    icon: 'database',
    featured: false,
    'en-US': {
      title: 'SQL from a description',
      description: 'Describe the data you need; get a query with an explanation.',
      fields: [
        area('request', 'What data you need', {
          ...REQUIRED,
          placeholder: 'e.g. the 10 customers who spent the most last month, with their e-mail',
        }),
        area('schema', 'Tables and columns', {
          placeholder:
            'e.g. customers(id, name, email), orders(id, customer_id, total, created_at)',
        }),
        select('dialect', 'Database', SQL_DIALECTS, REQUIRED),
      ],
      prompt: `Write a {{dialect}} query for this request:
"""
{{request}}
"""

{{#schema}}
The tables:
"""
{{schema}}
"""
{{/schema}}

Use only the tables and columns given; if none were given, state the table and column names you assume first. Give the query in one SQL code block, formatted for reading, then explain each part in a few bullet points and mention an index that would help if the tables are large. Prefer a read-only query; never write DROP, DELETE or UPDATE unless the request asks for it.`,
    },
    'zh-CN': {
      title: 'SQL 生成',
      description: '描述你需要的数据，得到一条带解释的查询语句。',
      fields: [
        area('request', '需要什么数据', {
          ...REQUIRED,
          placeholder: '例如：上个月消费最多的 10 位客户及其邮箱',
        }),
        area('schema', '表和字段', {
          placeholder:
            '例如：customers(id, name, email), orders(id, customer_id, total, created_at)',
        }),
        select('dialect', '数据库', SQL_DIALECTS, REQUIRED),
      ],
      prompt: `请为下面的需求写一条 {{dialect}} 查询：
"""
{{request}}
"""

{{#schema}}
表结构：
"""
{{schema}}
"""
{{/schema}}

只使用给出的表和字段；如果没有给出，先说明你假设的表名和字段名。把查询放在一个 SQL 代码块中并排版清楚，然后用几个要点解释各部分，并指出数据量大时有帮助的索引。优先写只读查询；除非需求要求，不要写 DROP、DELETE 或 UPDATE。`,
    },
  },
  {
    key: 'regex',
    category: 'programming',
    icon: 'regex',
    featured: false,
    'en-US': {
      title: 'Regular expression',
      description: 'A tested-by-example pattern for what you want to match.',
      fields: [
        area('goal', 'What should match', {
          ...REQUIRED,
          placeholder: 'e.g. dates like 2024-05-31, but not 2024-13-01',
        }),
        area('examples', 'Examples that should and should not match'),
        select('flavour', 'Language', REGEX_FLAVOURS, REQUIRED),
      ],
      prompt: `Write a {{flavour}} regular expression that matches: {{goal}}

{{#examples}}
Examples:
"""
{{examples}}
"""
{{/examples}}

Give the pattern in a code block, then explain each part in a table (part, meaning), then a short code snippet in {{flavour}} that uses it. Check it against every example given and list which match and which do not. Avoid patterns that can backtrack catastrophically.`,
    },
    'zh-CN': {
      title: '正则表达式',
      description: '根据描述和示例，写出要匹配内容的正则表达式。',
      fields: [
        area('goal', '要匹配什么', {
          ...REQUIRED,
          placeholder: '例如：2024-05-31 这样的日期，但不匹配 2024-13-01',
        }),
        area('examples', '应匹配和不应匹配的示例'),
        select('flavour', '编程语言', REGEX_FLAVOURS, REQUIRED),
      ],
      prompt: `请写一个 {{flavour}} 正则表达式，匹配：{{goal}}

{{#examples}}
示例：
"""
{{examples}}
"""
{{/examples}}

先在代码块中给出表达式，再用表格（片段、含义）解释每一部分，然后给出一段使用它的 {{flavour}} 示例代码。用给出的每个示例检验，列出哪些匹配、哪些不匹配。避免可能出现灾难性回溯的写法。`,
    },
  },
  {
    key: 'debug-error',
    category: 'programming',
    icon: 'bug',
    featured: false,
    'en-US': {
      title: 'Fix an error',
      description: 'Paste an error message and the code around it: find the cause and the fix.',
      fields: [
        area('error', 'Error message or wrong behaviour', { ...REQUIRED }),
        area('code', 'Relevant code'),
        text('context', 'Language, framework and versions', {
          placeholder: 'e.g. Node 20, React 19',
        }),
      ],
      prompt: `Help me fix this problem.
Environment: {{context}}

The error or wrong behaviour:
"""
{{error}}
"""

{{#code}}
The code:
\`\`\`
{{code}}
\`\`\`
{{/code}}

Say what the error means in one or two sentences, then the most likely cause (and others, in order of likelihood), then the fix as code. If something needed to be sure is missing, say what to check or which output to share.`,
    },
    'zh-CN': {
      title: '报错排查',
      description: '粘贴错误信息和相关代码，找出原因和修复方法。',
      fields: [
        area('error', '错误信息或异常表现', { ...REQUIRED }),
        area('code', '相关代码'),
        text('context', '语言、框架和版本', { placeholder: '例如：Node 20、React 19' }),
      ],
      prompt: `请帮我解决这个问题。
环境：{{context}}

错误或异常表现：
"""
{{error}}
"""

{{#code}}
代码：
\`\`\`
{{code}}
\`\`\`
{{/code}}

先用一两句话说明这个错误的含义，再给出最可能的原因（以及按可能性排序的其他原因），然后用代码给出修复方法。如果缺少判断所需的信息，请说明需要检查什么或提供哪些输出。`,
    },
  },
];
