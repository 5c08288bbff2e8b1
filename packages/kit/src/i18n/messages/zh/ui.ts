/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.due': '到期',
  'ui.dueToday': '今天到期',
  'ui.dayLeft': '还剩 1 天',
  'ui.daysLeft': '还剩 {count} 天',
  'ui.overdueByDay': '已逾期 1 天',
  'ui.overdueByDays': '已逾期 {count} 天',
  'ui.more': '更多',
  'ui.hide': '收起',
  'ui.moreProducts': '点击查看更多产品',
  'ui.productUnavailable': '暂不可用',
  'ui.stars': '{count} 星',
  'ui.star': '1 星',
  'ui.rating': '评分',
  'ui.agree': '同意',
  'ui.previewImage': '查看第 {index} 张图片',
  'ui.back': '返回',
  'ui.partLoadFailed': '此部分内容加载失败。',
};

export default translations;
