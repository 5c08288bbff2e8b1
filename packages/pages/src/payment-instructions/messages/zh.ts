/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'instructions.yourCode': '您的付款',
  'instructions.payCode': '付款码',
  'instructions.amount': '金额',
  'instructions.copy': '复制',
  'instructions.copied': '已复制：',
  'instructions.title': '如何还款',
  'instructions.intro':
    '请使用应用提供的参考号（还款码），在到期日前支付应还的准确金额。电子钱包付款通常几分钟内到账；柜台付款最多需要一个银行工作日。',
  'instructions.contents': '本页内容',
  'instructions.ewallet': '使用电子钱包付款（GCash、Maya）',
  'instructions.ewalletShort': '电子钱包',
  'instructions.ewallet1': '打开 GCash 或 Maya 应用并登录。',
  'instructions.ewallet2': '点击 Bills（账单）。在 GCash 中再选择 Payment Solutions；在 Maya 中使用搜索。',
  'instructions.ewallet3': '搜索 Dragonpay 并选择它作为收款方。',
  'instructions.ewallet4': '按应用显示的内容准确输入参考号，再输入应还金额。继续之前请核对这两项。',
  'instructions.ewallet5': '点击 Pay 或 Confirm。保留收据或截图，直到付款在借款应用中显示。',
  'instructions.otc': '在柜台付款（7-Eleven、Cebuana Lhuillier、M Lhuillier）',
  'instructions.otcShort': '柜台',
  'instructions.otc1': '带上参考号和应还金额的现金，前往 7-Eleven 门店或 Cebuana Lhuillier、M Lhuillier 网点。',
  'instructions.otc2':
    '在 7-Eleven，使用 CLiQQ 自助机或告诉收银员您要缴纳 Dragonpay 账单。在 Cebuana Lhuillier 或 M Lhuillier，填写缴费单，收款方填 Dragonpay。',
  'instructions.otc3': '提供参考号和应还金额，并以现金支付。网点可能收取少量手续费。',
  'instructions.otc4': '核对收据上的参考号和金额，并保留收据，直到付款在借款应用中显示。',
  'instructions.tips': '付款前请注意',
  'instructions.tip1': '只使用本笔借款的参考号：每个还款码只用于一次付款。',
  'instructions.tip2': '请支付准确的应还金额：金额不足可能无法结清账单。',
  'instructions.tip3': '请在到期日前付款，以免产生罚息。',
  'instructions.tip4': '我们绝不会索要您的 PIN、MPIN 或一次性验证码。请勿告诉任何人。',
  'instructions.tip5': '如果一个银行工作日内付款仍未显示，请携带收据发送邮件至 {email}。',
  'instructions.enlarge': '放大图片：{section}，第 {step} 步',
  'instructions.picture': '图片：{section}，第 {step} 步',
  'instructions.close': '关闭图片',
};

export default translations;
