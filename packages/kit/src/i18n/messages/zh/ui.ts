/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.more': '更多',
  'ui.hide': '收起',
  'ui.refresh': '刷新',
  'ui.refreshing': '正在刷新…',
  'ui.updatedAt': '更新于 {time}',
  'ui.refreshFailed': '无法刷新。这是 {time} 的状态。',
  'ui.callFromPhone': '您的手机未能发起通话。请用手机的电话应用拨打 {phone}。',
  'ui.moreProducts': '更多适合您的借款',
  'ui.productUnavailable': '暂不可用',
  'ui.stars': '{count} 星',
  'ui.rating': '评分',
  'ui.agree': '同意',
  'ui.previewImage': '查看第 {index} 张图片',
  'ui.back': '返回',
  'ui.partLoadFailed': '此部分内容加载失败。',
};

export default translations;
