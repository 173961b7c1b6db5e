// A labelled question set for bots' retrieval, in English and Chinese: short documents the project wrote,
// and questions a visitor would ask about them, each with the words its passage must contain. Questions are
// phrased as people ask, not copied from the text, so a search that only matches words is measured honestly.
export interface LabelledDocument {
  name: string;
  text: string;
}

export interface LabelledQuestion {
  question: string;
  /** Text the passage that answers it contains. */
  answer: string;
}

export interface LabelledSet {
  language: 'English' | 'Chinese';
  documents: LabelledDocument[];
  questions: LabelledQuestion[];
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

export const ENGLISH: LabelledSet = {
  language: 'English',
  documents: [
    {
      name: 'lighthouse.md',
      text: paragraphs(
        '# Lighthouse Handbook',
        'The north lighthouse was built in 1874. Its lamp is 38 metres above the sea and can be seen from 40 kilometres away on a clear night.',
        '## Keepers',
        'The last keeper, Ada Lindqvist, left the island in 1962. She kept a diary of every storm, which is shown in the museum.',
        '## Visiting',
        'The ferry leaves the harbour at 9:15 on Saturdays and returns at 16:30. Tickets cost 12 euros; children under six travel free.',
      ),
    },
    {
      name: 'returns.md',
      text: paragraphs(
        '# Returns and refunds',
        'You may return any unworn item within 30 days of delivery. Sale items can be exchanged but not refunded.',
        'Refunds are paid to the card used for the order within five working days after the parcel reaches our warehouse.',
        'Return shipping is free for members; other customers pay a flat fee of 4.95 euros, deducted from the refund.',
      ),
    },
    {
      name: 'garden.md',
      text: paragraphs(
        '# Watering the garden',
        'Tomatoes need deep watering twice a week rather than a little every day, so their roots grow down.',
        'Water early in the morning: leaves that stay wet overnight catch mildew.',
        'Lavender and rosemary prefer dry soil and should be watered only when the top five centimetres are dry.',
      ),
    },
    {
      name: 'wifi.md',
      text: paragraphs(
        '# Office network',
        'The guest network is called Harbour-Guest and its password changes every Monday; reception can tell you the current one.',
        'Printers are on the staff network only. To print as a guest, send the file to print@harbour.example.',
        'The building opens at 7:00 and closes at 20:00; after hours the front door needs a badge.',
      ),
    },
    {
      name: 'bees.md',
      text: paragraphs(
        '# How bees find flowers',
        'Honey bees use the position of the sun to navigate between their hive and the flowers they visit. A forager can fly up to five kilometres from the hive.',
        'When a forager returns, she performs a waggle dance on the comb. The angle of the dance gives the direction of the food, its length the distance.',
        'Bees see ultraviolet light, so many flowers carry patterns that guide them to the nectar.',
      ),
    },
    {
      name: 'recipe.md',
      text: paragraphs(
        '# Sourdough bread',
        'Feed the starter eight hours before baking with equal weights of flour and water.',
        'Bake the loaf at 240 degrees for twenty minutes with the lid on, then twenty more without it until the crust is dark.',
        'Let the bread cool for at least an hour before cutting, or the crumb turns gummy.',
      ),
    },
  ],
  questions: [
    { question: 'When was the lighthouse built?', answer: 'built in 1874' },
    { question: 'How high is the lamp above sea level?', answer: '38 metres' },
    { question: 'Who was the last lighthouse keeper?', answer: 'Ada Lindqvist' },
    { question: 'What time does the ferry depart on Saturday?', answer: '9:15' },
    { question: 'How much is a ferry ticket?', answer: 'Tickets cost 12 euros' },
    { question: 'Can I get my money back for something bought on sale?', answer: 'Sale items' },
    { question: 'How long until my refund arrives?', answer: 'five working days' },
    { question: 'Do I have to pay to send a return?', answer: '4.95 euros' },
    { question: 'How many days do I have to return an item?', answer: 'within 30 days' },
    { question: 'How often should I water tomatoes?', answer: 'twice a week' },
    { question: 'What time of day is best for watering?', answer: 'early in the morning' },
    { question: 'When should lavender be watered?', answer: 'Lavender and rosemary' },
    { question: 'What is the guest wifi password?', answer: 'Harbour-Guest' },
    { question: 'How can a visitor print a document?', answer: 'print@harbour.example' },
    { question: 'What are the opening hours of the building?', answer: 'opens at 7:00' },
    { question: 'How far can a bee fly from its hive?', answer: 'five kilometres' },
    { question: 'What does the waggle dance tell other bees?', answer: 'waggle dance' },
    { question: 'Which light can bees see that we cannot?', answer: 'ultraviolet' },
    { question: 'When do I feed the sourdough starter?', answer: 'eight hours before baking' },
    { question: 'What oven temperature for the loaf?', answer: '240 degrees' },
    { question: 'Why wait before slicing the bread?', answer: 'cool for at least an hour' },
  ],
};

export const CHINESE: LabelledSet = {
  language: 'Chinese',
  documents: [
    {
      name: '茶叶手册.md',
      text: paragraphs(
        '# 茶叶手册',
        '龙井茶产于杭州西湖一带。春天清明前采摘的新茶最为珍贵，被称为明前茶。',
        '## 冲泡',
        '冲泡绿茶的水温应在八十度左右。第一泡只需浸泡三十秒，之后每泡延长十秒。',
        '## 保存',
        '茶叶应密封后放在阴凉干燥处，开封后最好在三个月内喝完。',
      ),
    },
    {
      name: '退换货政策.md',
      text: paragraphs(
        '# 退换货政策',
        '商品签收后七天内可无理由退货，商品须保持完好并附带原包装。',
        '特价商品只能换货，不能退款。',
        '退款会在仓库收到退货后的三个工作日内原路退回。会员退货免运费，非会员需承担十元运费。',
      ),
    },
    {
      name: '图书馆须知.md',
      text: paragraphs(
        '# 图书馆须知',
        '图书馆周一至周五早上八点开放，晚上十点闭馆；周末开放时间为九点到下午五点。',
        '每位读者最多可借阅十本书，借期为三十天，可在线续借一次。',
        '逾期归还的图书每本每天收取零点五元滞纳金。',
      ),
    },
    {
      name: '高铁出行.md',
      text: paragraphs(
        '# 高铁出行指南',
        '乘客可在开车前十五天通过官方应用购票，开车前五分钟停止检票。',
        '每位成人旅客可免费携带一名身高不足一点二米的儿童。',
        '退票时，开车前八天以上免收手续费，四十八小时内收取票价百分之二十。',
      ),
    },
    {
      name: '健身房规定.md',
      text: paragraphs(
        '# 健身房规定',
        '进入器械区必须穿着运动鞋，禁止穿拖鞋。',
        '私教课需要提前一天预约，取消预约请至少提前四小时。',
        '游泳池每天下午两点到三点清洁消毒，暂停开放。',
      ),
    },
  ],
  questions: [
    { question: '龙井茶是哪里产的？', answer: '杭州西湖' },
    { question: '明前茶是什么意思？', answer: '明前茶' },
    { question: '泡绿茶用多少度的水？', answer: '八十度' },
    { question: '第一泡要泡多久？', answer: '三十秒' },
    { question: '茶叶开封后多久要喝完？', answer: '三个月' },
    { question: '收到货以后几天内可以退？', answer: '七天内' },
    { question: '特价的东西能退钱吗？', answer: '特价商品' },
    { question: '退款多久到账？', answer: '三个工作日' },
    { question: '不是会员退货要付运费吗？', answer: '十元运费' },
    { question: '图书馆周末几点开门？', answer: '周末开放时间' },
    { question: '一次能借几本书？', answer: '十本书' },
    { question: '书还晚了怎么收费？', answer: '滞纳金' },
    { question: '提前多少天可以买高铁票？', answer: '十五天' },
    { question: '带小孩坐高铁要买票吗？', answer: '一点二米' },
    { question: '退火车票手续费是多少？', answer: '百分之二十' },
    { question: '健身房能穿拖鞋吗？', answer: '拖鞋' },
    { question: '私教课怎么预约？', answer: '提前一天预约' },
    { question: '游泳池什么时候关闭？', answer: '清洁消毒' },
  ],
};
