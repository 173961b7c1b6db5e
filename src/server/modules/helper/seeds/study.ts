// Study: plans, explanations and practice.
import { REQUIRED, area, select, text, type HelperSeed } from './types';

export const study: HelperSeed[] = [
  {
    key: 'study-plan',
    category: 'study',
    icon: 'calendar',
    featured: true,
    'en-US': {
      title: 'Study plan',
      description: 'A week-by-week plan to learn a subject in the time you have.',
      fields: [
        text('subject', 'Subject', { ...REQUIRED, placeholder: 'e.g. Python, IELTS, statistics' }),
        area('goal', 'Your goal', {
          ...REQUIRED,
          placeholder: 'e.g. pass the exam in June, build a small web app',
        }),
        select(
          'level',
          'Where you start',
          ['Complete beginner', 'I know the basics', 'Intermediate', 'Advanced'],
          REQUIRED,
        ),
        text('time', 'Time available', {
          ...REQUIRED,
          placeholder: 'e.g. 1 hour a day for 6 weeks',
        }),
      ],
      prompt: `Make a study plan.
Subject: {{subject}}
Goal: {{goal}}
Current level: {{level}}
Time available: {{time}}

Divide the time into weeks (or days, if it is under two weeks). For each part give the topics, concrete tasks with the time they take, and a way to check progress. Fit the total into the time available, revisit earlier topics regularly, and end with a short list of good kinds of resources (no made-up titles or links).`,
    },
    'zh-CN': {
      title: '学习计划',
      description: '在你有的时间里学会一门知识的分周计划。',
      fields: [
        text('subject', '学习科目', { ...REQUIRED, placeholder: '例如：Python、雅思、统计学' }),
        area('goal', '学习目标', {
          ...REQUIRED,
          placeholder: '例如：六月通过考试、做出一个小网站',
        }),
        select('level', '目前水平', ['零基础', '了解基础', '中级', '高级'], REQUIRED),
        text('time', '可用时间', { ...REQUIRED, placeholder: '例如：每天 1 小时，共 6 周' }),
      ],
      prompt: `请制定一份学习计划。
科目：{{subject}}
目标：{{goal}}
目前水平：{{level}}
可用时间：{{time}}

把时间按周划分（不足两周则按天）。每个阶段写明学习内容、具体任务及所需时间、检验进度的方法。总量要符合可用时间，安排定期复习前面的内容，最后列出适合的学习资源类型（不要编造书名或链接）。`,
    },
  },
  {
    key: 'explain-concept',
    category: 'study',
    icon: 'bulb',
    featured: false,
    'en-US': {
      title: 'Explain a concept',
      description: 'Any idea explained at the level you choose, with an example.',
      fields: [
        text('concept', 'Concept', { ...REQUIRED, placeholder: 'e.g. compound interest, entropy' }),
        select(
          'audience',
          'Explain it for',
          [
            'A 10-year-old',
            'A high-school student',
            'A university student',
            'A professional from another field',
            'An expert',
          ],
          REQUIRED,
        ),
        area('context', 'What you already know or where you met it'),
      ],
      prompt: `Explain "{{concept}}" to {{audience}}.
What I already know, or where I met it: {{context}}

Start with a one-sentence definition, then explain how it works, give one concrete everyday example and one common misunderstanding. Use words that reader knows; explain any term you must use. End with two questions I can answer to check I understood.`,
    },
    'zh-CN': {
      title: '概念讲解',
      description: '按你选择的程度讲清任何概念，并配一个例子。',
      fields: [
        text('concept', '概念', { ...REQUIRED, placeholder: '例如：复利、熵' }),
        select(
          'audience',
          '讲给谁听',
          ['十岁的孩子', '高中生', '大学生', '其他领域的从业者', '专业人士'],
          REQUIRED,
        ),
        area('context', '你已经了解的内容，或在哪里遇到它'),
      ],
      prompt: `请向{{audience}}讲解“{{concept}}”。
我已了解的内容或遇到它的场景：{{context}}

先用一句话给出定义，再说明它的原理，举一个具体的日常例子，并指出一个常见误解。使用对方能懂的词语，必须用到的术语要解释。最后给出两个问题，让我检验自己是否理解。`,
    },
  },
  {
    key: 'practice-quiz',
    category: 'study',
    icon: 'quiz',
    featured: false,
    'en-US': {
      title: 'Practice quiz',
      description: 'Questions on your notes or a topic, with answers and explanations.',
      fields: [
        area('material', 'Topic or study material', {
          ...REQUIRED,
          placeholder: 'A topic, or paste your notes or a chapter',
        }),
        select(
          'type',
          'Question type',
          ['Multiple choice', 'True or false', 'Short answer', 'A mix'],
          REQUIRED,
        ),
        select('count', 'Number of questions', ['5', '10', '20'], REQUIRED),
        select('difficulty', 'Difficulty', ['Easy', 'Medium', 'Hard'], REQUIRED),
      ],
      prompt: `Write a practice quiz of {{count}} questions.
Question type: {{type}}
Difficulty: {{difficulty}}

Material:
"""
{{material}}
"""

If the material is notes or a text, ask only about what it contains. Number the questions. Put all answers in a separate "Answers" section at the end, each with a one-sentence explanation, so I can try the questions first.`,
    },
    'zh-CN': {
      title: '练习题',
      description: '根据笔记或主题出题，附答案和解析。',
      fields: [
        area('material', '主题或学习材料', {
          ...REQUIRED,
          placeholder: '写一个主题，或粘贴笔记、章节内容',
        }),
        select('type', '题型', ['单选题', '判断题', '简答题', '混合'], REQUIRED),
        select('count', '题目数量', ['5', '10', '20'], REQUIRED),
        select('difficulty', '难度', ['简单', '中等', '困难'], REQUIRED),
      ],
      prompt: `请出一份 {{count}} 道题的练习题。
题型：{{type}}
难度：{{difficulty}}

材料：
"""
{{material}}
"""

如果材料是笔记或文章，只考其中的内容。题目编号。所有答案放在最后单独的“答案”部分，每题附一句解析，方便我先自己作答。`,
    },
  },
];
