// Work: reports, minutes, applications and hiring.
import { REQUIRED, area, select, text, type HelperSeed } from './types';

export const work: HelperSeed[] = [
  {
    key: 'weekly-report',
    category: 'work',
    icon: 'report',
    featured: true,
    'en-US': {
      title: 'Weekly report',
      description: 'Turn rough notes into a clear weekly report for your manager or team.',
      fields: [
        area('done', 'What you did this week', {
          ...REQUIRED,
          placeholder: 'Rough notes are fine: tasks, results, numbers',
        }),
        area('next', 'Plans for next week'),
        area('issues', 'Problems or help needed'),
        text('role', 'Your role or team', { placeholder: 'e.g. Front-end developer, Sales team' }),
      ],
      prompt: `Write a weekly work report from my notes.
My role or team: {{role}}

Done this week:
"""
{{done}}
"""

{{#next}}
Plans for next week:
"""
{{next}}
"""
{{/next}}

{{#issues}}
Problems and help needed:
"""
{{issues}}
"""
{{/issues}}

Use the sections "This week", "Next week" and "Risks and help needed" (leave out a section I gave no notes for). Write results rather than activities, keep every number I gave, and invent nothing. Use short bullet points, professional and plain.`,
    },
    'zh-CN': {
      title: '周报',
      description: '把零散的记录整理成一份清晰的周报，交给领导或团队。',
      fields: [
        area('done', '本周完成的工作', {
          ...REQUIRED,
          placeholder: '随手记录即可：任务、成果、数据',
        }),
        area('next', '下周计划'),
        area('issues', '遇到的问题或需要的支持'),
        text('role', '你的岗位或团队', { placeholder: '例如：前端开发、销售部' }),
      ],
      prompt: `请根据我的记录写一份工作周报。
我的岗位或团队：{{role}}

本周完成：
"""
{{done}}
"""

{{#next}}
下周计划：
"""
{{next}}
"""
{{/next}}

{{#issues}}
问题与需要的支持：
"""
{{issues}}
"""
{{/issues}}

分为“本周工作”“下周计划”“风险与需要的支持”三部分（没有记录的部分省略）。写成果而不只是过程，保留我给出的所有数据，不要编造内容。使用简短的要点，语言专业、朴实。`,
    },
  },
  {
    key: 'meeting-minutes',
    category: 'work',
    icon: 'notes',
    featured: false,
    'en-US': {
      title: 'Meeting minutes',
      description: 'From raw notes or a transcript to decisions and action items.',
      fields: [
        area('notes', 'Notes or transcript', { ...REQUIRED }),
        text('topic', 'Meeting topic'),
        text('attendees', 'Attendees', { placeholder: 'e.g. Anna (PM), Ben (Dev), Chen (Design)' }),
      ],
      prompt: `Turn these meeting notes into minutes.
Topic: {{topic}}
Attendees: {{attendees}}

"""
{{notes}}
"""

Structure: a two-sentence summary; "Decisions" as a list; "Action items" as a table with the columns Owner, Task and Due date (write "not set" where the notes give none); "Open questions" if any remain. Use only what the notes say, and write in their language.`,
    },
    'zh-CN': {
      title: '会议纪要',
      description: '从原始记录或录音文字整理出决定事项和待办。',
      fields: [
        area('notes', '会议记录或文字稿', { ...REQUIRED }),
        text('topic', '会议主题'),
        text('attendees', '参会人', {
          placeholder: '例如：王敏（产品）、李强（开发）、陈晨（设计）',
        }),
      ],
      prompt: `请把下面的会议记录整理成会议纪要。
会议主题：{{topic}}
参会人：{{attendees}}

"""
{{notes}}
"""

结构：两句话的概要；“决定事项”列表；“待办事项”表格，列为负责人、任务、截止时间（记录中没有的写“未定”）；如有未解决的问题，列出“待定问题”。只使用记录中的信息，使用记录的语言。`,
    },
  },
  {
    key: 'cover-letter',
    category: 'work',
    icon: 'briefcase',
    featured: false,
    'en-US': {
      title: 'Cover letter',
      description: 'A tailored cover letter from the job ad and your experience.',
      fields: [
        text('position', 'Job title', { ...REQUIRED }),
        text('company', 'Company', { ...REQUIRED }),
        area('experience', 'Your relevant experience and skills', {
          ...REQUIRED,
          placeholder: 'Roles, achievements with numbers, tools, education',
        }),
        area('job', 'Job description', { placeholder: 'Paste the ad to match it closely' }),
        select('tone', 'Tone', ['Professional', 'Warm and personal', 'Confident', 'Concise']),
      ],
      prompt: `Write a cover letter for the position of {{position}} at {{company}}.
Tone: {{tone}}

My experience and skills:
"""
{{experience}}
"""

{{#job}}
The job description:
"""
{{job}}
"""
{{/job}}

Three to four short paragraphs, under 350 words: why this role and company, two or three achievements of mine that match what they ask for, and a confident close. Use only facts I gave; where a detail is missing, write a [placeholder] instead of inventing it.`,
    },
    'zh-CN': {
      title: '求职信',
      description: '根据职位描述和你的经历，写一封量身定制的求职信。',
      fields: [
        text('position', '应聘职位', { ...REQUIRED }),
        text('company', '公司名称', { ...REQUIRED }),
        area('experience', '相关经历与技能', {
          ...REQUIRED,
          placeholder: '职位、带数据的成绩、工具、教育背景',
        }),
        area('job', '职位描述', { placeholder: '粘贴招聘信息，可写得更贴合' }),
        select('tone', '语气', ['专业', '真诚亲切', '自信', '简洁']),
      ],
      prompt: `请为我写一封求职信，应聘{{company}}的{{position}}职位。
语气：{{tone}}

我的经历与技能：
"""
{{experience}}
"""

{{#job}}
职位描述：
"""
{{job}}
"""
{{/job}}

三到四个短段落，不超过 600 字：为什么选择这个职位和公司、两三项与职位要求相符的成绩、有力的结尾。只使用我提供的事实；缺少的细节用【待补充】标出，不要编造。`,
    },
  },
  {
    key: 'interview-questions',
    category: 'work',
    icon: 'question',
    featured: false,
    'en-US': {
      title: 'Interview questions',
      description: 'Questions to ask candidates, with what a good answer shows.',
      fields: [
        text('position', 'Position', { ...REQUIRED }),
        select(
          'level',
          'Level',
          ['Intern', 'Junior', 'Mid-level', 'Senior', 'Lead or manager'],
          REQUIRED,
        ),
        text('focus', 'Skills to assess', { placeholder: 'e.g. SQL, stakeholder management' }),
        select('count', 'Number of questions', ['5', '10', '15'], REQUIRED),
      ],
      prompt: `Prepare {{count}} interview questions for a {{level}} {{position}} candidate.
Focus on these skills: {{focus}}

Mix technical, behavioural and situational questions, ordered from warm-up to hardest. For each question add one line on what a strong answer shows and one follow-up question. Avoid questions about age, family, religion, health or other protected characteristics.`,
    },
    'zh-CN': {
      title: '面试题',
      description: '为候选人准备面试问题，并说明好的回答应体现什么。',
      fields: [
        text('position', '职位', { ...REQUIRED }),
        select('level', '级别', ['实习', '初级', '中级', '高级', '主管或经理'], REQUIRED),
        text('focus', '重点考察的能力', { placeholder: '例如：SQL、跨部门沟通' }),
        select('count', '题目数量', ['5', '10', '15'], REQUIRED),
      ],
      prompt: `请为{{level}}{{position}}岗位的候选人准备 {{count}} 道面试题。
重点考察：{{focus}}

包含专业题、行为题和情景题，按由易到难排列。每道题后用一句话说明优秀回答应体现什么，并给出一个追问。不要涉及年龄、婚育、宗教、健康等与岗位无关的个人隐私问题。`,
    },
  },
];
