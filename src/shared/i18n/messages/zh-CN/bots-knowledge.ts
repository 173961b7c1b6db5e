// 机器人的知识：资料为何无法读取或准备（服务器的用语），以及本服务器如何查找段落：仅按关键词，或同时按语义，以及准备的费用。
export const sourceErrors = {
  SOURCE_EMPTY: '其中没有找到文字。',
  SOURCE_UNSUPPORTED: '无法读取这种文件。请使用文本、Markdown、HTML、PDF 或 Word（.docx）。',
  SOURCE_TOO_LARGE: '内容太大，无法读取：最大 10 MB、2,000,000 个字符。',
  SOURCE_DAMAGED: '文件已损坏，或与其名称不符。',
  PDF_ENCRYPTED: '该 PDF 有密码保护。请另存一份无密码的副本再添加。',
  PDF_NO_TEXT: '该 PDF 只有图片没有文字（扫描件？）。请添加含文字的 PDF，或直接粘贴文字。',
  URL_BLOCKED: '无法读取这个地址：只能读取公开网站。',
  URL_REDIRECTS: '该网页重定向次数过多。',
  URL_TOO_LARGE: '网页太大，无法读取：最大 10 MB。',
  URL_TIMEOUT: '网页响应太慢，请稍后再试。',
  URL_UNREACHABLE: '无法访问该网页。请检查地址，或稍后再试。',
  PROVIDER_TIMEOUT: '读取时间过长。请重试，或拆分成更小的资料。',
  INSUFFICIENT_CREDITS: '你的积分不足，无法为语义检索准备这份资料。请获取更多积分后点击重试。',
  EMBEDDINGS_UNAVAILABLE: '语义检索服务没有响应，未扣除任何积分。请稍后点击重试。',
  EMBEDDINGS_FAILED: '语义检索服务拒绝了这份资料，未扣除任何积分。请告知服务器管理员。',
  OTHER: '无法读取，请重试。',
};

export const search = {
  keywords:
    '仅按关键词检索：本服务器未配置向量（embeddings）服务，机器人只按词语查找段落，不按语义。',
  meaning:
    '机器人会同时按语义和词语查找段落。为此准备资料的费用为每 1,000 个 token {{price}}；每个问题另收少量费用。',
  meaningFree: '机器人会同时按语义和词语查找段落。',
  counting: '正在计算费用…',
  quote: '为语义检索准备约需 {{credits}}（{{tokens}}）。',
  quoteFree: '{{tokens}}，为语义检索准备不收费。',
  short: '你的积分不足以支付此费用：获取更多积分之前它无法就绪。',
  quoteFailed: '无法计算费用。',
  urlPrice: '网页读取后，准备费用为每 1,000 个 token {{price}}。',
  fileQuote: '{{name}}：约 {{credits}}（{{tokens}}）。',
  fileCounting: '{{name}}：正在计算费用…',
  filesTotal: '为语义检索准备共约 {{credits}}。',
  addFiles_one: '添加 {{count}} 个文件',
  addFiles_other: '添加 {{count}} 个文件',
  cancel: '取消',
};
