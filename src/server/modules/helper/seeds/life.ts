// Life: travel, cooking and gifts.
import { REQUIRED, area, select, text, type HelperSeed } from './types';

export const life: HelperSeed[] = [
  {
    key: 'travel-plan',
    category: 'life',
    icon: 'plane',
    featured: false,
    'en-US': {
      title: 'Travel itinerary',
      description: 'A day-by-day plan for a trip, paced for the people going.',
      fields: [
        text('destination', 'Destination', { ...REQUIRED }),
        text('days', 'How many days', { ...REQUIRED, placeholder: 'e.g. 4' }),
        select('budget', 'Budget', ['Tight', 'Mid-range', 'Comfortable', 'Luxury'], REQUIRED),
        text('travellers', 'Who is travelling', {
          placeholder: 'e.g. two adults and a 6-year-old',
        }),
        text('interests', 'Interests', { placeholder: 'e.g. food, museums, hiking' }),
      ],
      prompt: `Plan a trip to {{destination}} for {{days}} days.
Budget: {{budget}}
Travellers: {{travellers}}
Interests: {{interests}}

Give a plan for each day (morning, afternoon, evening) that groups nearby places and leaves time to rest and travel between them. Suggest kinds of food to try and where to stay for this budget. End with practical tips: getting around, what to book ahead, and what to check before leaving (opening times and prices change, so say to confirm them).`,
    },
    'zh-CN': {
      title: '旅行行程',
      description: '按天安排的旅行计划，节奏适合同行的人。',
      fields: [
        text('destination', '目的地', { ...REQUIRED }),
        text('days', '天数', { ...REQUIRED, placeholder: '例如：4' }),
        select('budget', '预算', ['经济', '适中', '舒适', '豪华'], REQUIRED),
        text('travellers', '同行人员', { placeholder: '例如：两个大人和一个 6 岁孩子' }),
        text('interests', '兴趣', { placeholder: '例如：美食、博物馆、徒步' }),
      ],
      prompt: `请规划一次{{destination}} {{days}} 天的旅行。
预算：{{budget}}
同行人员：{{travellers}}
兴趣：{{interests}}

按天安排上午、下午、晚上的行程，把相近的地点放在一起，留出休息和路上的时间。推荐值得尝试的美食类型和符合预算的住宿区域。最后给出实用提示：交通方式、需要提前预订的项目、出发前要确认的事项（开放时间和价格可能变化，请提醒核实）。`,
    },
  },
  {
    key: 'recipe',
    category: 'life',
    icon: 'chef',
    featured: false,
    'en-US': {
      title: 'Recipe from what you have',
      description: 'Tell it what is in the fridge; get a recipe you can cook now.',
      fields: [
        area('ingredients', 'Ingredients you have', {
          ...REQUIRED,
          placeholder: 'e.g. eggs, rice, spinach, half an onion, soy sauce',
        }),
        select(
          'time',
          'Time to cook',
          ['15 minutes', '30 minutes', '1 hour', 'No limit'],
          REQUIRED,
        ),
        select('servings', 'Servings', ['1', '2', '4', '6'], REQUIRED),
        text('diet', 'Diet or allergies', { placeholder: 'e.g. vegetarian, no nuts' }),
      ],
      prompt: `Suggest a recipe using what I have.
Ingredients: {{ingredients}}
Time available: {{time}}
Servings: {{servings}}
Diet or allergies to respect: {{diet}}

Give the dish name, the ingredient list with amounts (mark anything I did not list as optional or a common pantry staple), and numbered steps with times. Respect the diet strictly. Finish with one variation and how to store leftovers.`,
    },
    'zh-CN': {
      title: '看菜做饭',
      description: '告诉它家里有什么食材，得到一道马上能做的菜。',
      fields: [
        area('ingredients', '现有食材', {
          ...REQUIRED,
          placeholder: '例如：鸡蛋、米饭、菠菜、半个洋葱、酱油',
        }),
        select('time', '烹饪时间', ['15 分钟', '30 分钟', '1 小时', '不限'], REQUIRED),
        select('servings', '份数', ['1', '2', '4', '6'], REQUIRED),
        text('diet', '饮食要求或过敏', { placeholder: '例如：素食、不吃坚果' }),
      ],
      prompt: `请用我现有的食材推荐一道菜。
食材：{{ingredients}}
可用时间：{{time}}
份数：{{servings}} 人份
需要遵守的饮食要求或过敏：{{diet}}

给出菜名、带用量的食材清单（我没有列出的食材标注为可选或常见调料）、带时间的编号步骤。严格遵守饮食要求。最后给出一种变化做法和剩菜的保存方法。`,
    },
  },
  {
    key: 'gift-ideas',
    category: 'life',
    icon: 'gift',
    featured: false,
    'en-US': {
      title: 'Gift ideas',
      description: 'Thoughtful gift ideas for a person and an occasion, within budget.',
      fields: [
        area('person', 'About the person', {
          ...REQUIRED,
          placeholder: 'Age, what they enjoy, what they already have',
        }),
        text('occasion', 'Occasion', { ...REQUIRED, placeholder: 'e.g. 30th birthday' }),
        text('budget', 'Budget', { placeholder: 'e.g. around 50 dollars' }),
      ],
      prompt: `Suggest 8 gift ideas for this occasion: {{occasion}}.
Budget: {{budget}}

About the person:
"""
{{person}}
"""

Mix physical gifts, experiences and something personal or handmade. For each, one line on why it suits this person. Stay within the budget, avoid things they already have, and name kinds of products rather than specific brands or shops.`,
    },
    'zh-CN': {
      title: '礼物建议',
      description: '根据对象和场合，在预算内给出用心的礼物点子。',
      fields: [
        area('person', '关于收礼人', {
          ...REQUIRED,
          placeholder: '年龄、爱好、已经有的东西',
        }),
        text('occasion', '场合', { ...REQUIRED, placeholder: '例如：30 岁生日' }),
        text('budget', '预算', { placeholder: '例如：300 元左右' }),
      ],
      prompt: `请为这个场合推荐 8 个礼物点子：{{occasion}}。
预算：{{budget}}

关于收礼人：
"""
{{person}}
"""

包括实物、体验类礼物和有心意的手作或定制礼物。每个点子用一句话说明为什么适合这个人。不超出预算，避开对方已有的东西，推荐商品类型而不是具体品牌或店铺。`,
    },
  },
];
