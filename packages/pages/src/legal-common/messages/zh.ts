/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'privacy.shortTitle': '简而言之',
  'privacy.short1': '我们使用您的数据来审批、发放和收回您的借款，并遵守法律。',
  'privacy.short2':
    '我们只与需要的机构共享，例如征信机构（Credit Information Corporation）和支付渠道，且绝不使用您的手机联系人催收。',
  'privacy.short3': '在您最后一笔借款结清后保存 {retentionYears} 年，然后删除或匿名化。',
  'privacy.short4': '您可以查看、更正或反对：请写信给我们的数据保护官 {email}。',
  'terms.exampleTitle': '示例：借 {amount}，期限 {days} 天',
  'terms.exampleRepay': '您需偿还',
  'terms.exampleOnDay': '于第 {days} 天',
  'terms.exampleReceive': '您实际收到',
  'terms.exampleFee': '服务费，放款时预先扣除',
  'terms.exampleInterest': '利息',
  'terms.exampleCost':
    '总成本 {cost}（服务费和利息）：实际利率每月 {monthly}（每年 {yearly}）。您自己借款的数字在确认前的披露声明中。',
  'legal.template': '供贷款机构法律顾问使用的模板：发布前请审阅并填写所有方括号中的内容。',
  'legal.translation': '译文与英文文本不一致时，以英文文本为准。',
  'legal.contents': '目录',
  'legal.backToTop': '返回目录',
  'terms.intro':
    '本条款适用于 {company}（“我们”或“贷款人”）通过其移动应用发放的贷款。{company} 已在菲律宾证券交易委员会注册（{sec}），并持有 {coa}，依据第 9474 号共和国法（2007 年贷款公司监管法）经营贷款业务。',
  'terms.eligibility': '1. 借款人资格',
  'terms.eligibility1':
    '申请人必须是年满 18 周岁的菲律宾公民，持有有效的政府签发身份证件，并使用以本人名义登记的手机号码。',
  'terms.term': '2. 借款金额与期限',
  'terms.term1': '确认前，应用会显示借款金额。借款期限为 91 至 365 个日历日，在申请时选定。',
  'terms.decision': '3. 审批与放款',
  'terms.decision1':
    '对于资料完整的申请，我们会在 1 天内作出决定。获批的贷款将在 1 至 3 个日历日内发放到您在应用中绑定的账户。',
  'terms.disclosure': '4. 利息、费用与披露',
  'terms.disclosure1':
    '在您确认前，应用会按照第 3765 号共和国法（《借贷真实法》）显示您这笔借款的披露声明：借款金额、从中扣除的每项费用、您实际收到的净额、融资费用、实际利率、应还总额以及每期还款及其到期日。{feeSchedule}',
  'terms.repayment': '5. 还款',
  'terms.repayment1':
    '请在每期到期日前通过应用列出的渠道（电子钱包、柜台网点或银行）还款。还款以支付渠道确认的时间为准。',
  'terms.prepayment': '6. 提前还款',
  'terms.late': '7. 逾期还款',
  'terms.changes': '8. 条款变更',
  'terms.changes1': '本条款如有变更，我们将至少提前 3 天通过应用或短信通知您。除非您同意，变更不适用于已发放的贷款。',
  'terms.assignment': '9. 债权转让',
  'terms.assignment1': '我们可以将您的贷款转让给第三方，并将在 7 个工作日内通知您。',
  'terms.collection': '10. 公平催收',
  'terms.collection1':
    '我们按照菲律宾证券交易委员会 2019 年第 18 号备忘录通函的要求催收逾期款项：不威胁、不辱骂、不使用粗俗语言；除您的担保人或共同借款人外，不向任何人透露您的债务；除非账户逾期超过 15 天或经您同意，不在早上 6 点前或晚上 10 点后联系您。',
  'terms.privacy': '11. 您的数据',
  'terms.privacy1': '我们依据第 10173 号共和国法（《2012 年数据隐私法》）并按照我们的隐私政策处理您的个人数据。',
  'terms.contact': '12. 咨询与投诉',
  'terms.contact1':
    '请发送邮件至 {email}、致电 {phone}，或使用应用内的投诉表单；我们会在 {replyDays} 个工作日内（周一至周五）答复投诉。如我们的答复未能解决问题，您可以向菲律宾证券交易委员会投诉。',
  'terms.law': '13. 适用法律',
  'terms.law1': '本条款受菲律宾共和国法律管辖。{venue}',
  'privacy.intro':
    '{company} 尊重您的隐私。我们依据第 10173 号共和国法（《2012 年数据隐私法》）、其实施细则以及国家隐私委员会（NPC）的规定处理个人数据。',
  'privacy.collect': '1. 我们收集的数据',
  'privacy.collect1':
    '身份与联系信息（姓名、出生日期、政府身份证件、手机号码、邮箱、地址）；财务信息（收入、工作、用于放款和还款的银行或电子钱包账户）；设备信息（型号、操作系统、设备 ID、应用版本、广告 ID），以及经您允许的位置信息；您的借款、还款和投诉记录。',
  'privacy.use': '2. 使用目的',
  'privacy.use1':
    '用于核实您的身份、评估您的申请和信用风险、发放和收回贷款、防范欺诈、履行法定义务（包括《反洗钱法》及向信用信息公司报送），以及回应您的请求。',
  'privacy.basis': '3. 法律依据',
  'privacy.basis1':
    '我们为履行您申请的借款合同、遵守法律、防范欺诈的正当利益，以及在法律要求时基于您的同意处理您的数据。您可以随时撤回同意，但不影响撤回前的处理。',
  'privacy.optional':
    '仅在您同意时进行，每项在您确认借款时单独征求，且借款不需要其中任何一项：通过短信和电子邮件向您发送我们其他借款的优惠（使用您的姓名、号码和电子邮件）；在不含您姓名的情况下，利用您的借款和还款记录改进我们的产品；以及与我们的合作伙伴（{partners}）分享您的姓名和号码，以便他们向您推荐其产品。',
  'privacy.optionalNoPartners':
    '仅在您同意时进行，每项在您确认借款时单独征求，且借款不需要其中任何一项：通过短信和电子邮件向您发送我们其他借款的优惠（使用您的姓名、号码和电子邮件）；以及在不含您姓名的情况下，利用您的借款和还款记录改进我们的产品。我们不会为合作伙伴的优惠而分享您的数据。',
  'privacy.withdraw':
    '如需撤回某项同意，请用您借款时使用的电子邮件或号码发送下方对应的电子邮件：邮件送达后我们即停止该项使用。撤回不会改变您的借款。',
  'privacy.withdraw.marketing': '停止通过短信和电子邮件发送优惠',
  'privacy.withdraw.research': '停止使用我的记录改进产品',
  'privacy.withdraw.partner': '停止与合作伙伴分享我的姓名和号码',
  'privacy.share': '4. 数据共享',
  'privacy.share1':
    '仅与确有需要者共享：信用信息公司和征信机构、支付渠道、受数据共享或外包协议约束的身份验证及云服务商，以及法律要求时的政府机关。我们绝不会使用您的手机通讯录催收贷款。',
  'privacy.retention': '5. 保存期限',
  'privacy.retention1':
    '在您的账户有效期间以及最后一笔借款结清后 {retentionYears} 年内（依法要求）保存，之后予以删除或匿名化。',
  'privacy.security': '6. 数据安全',
  'privacy.security1':
    '我们通过传输加密、访问控制和员工保密义务保护您的数据。发生个人数据泄露时，我们将依法通知您和国家隐私委员会。',
  'privacy.rights': '7. 您的权利',
  'privacy.rights1':
    '您享有知情权、访问权、反对权、删除或封存权、更正权、数据可携带权和获得赔偿的权利，并有权向国家隐私委员会投诉。',
  'privacy.dpo': '8. 数据保护官',
  'privacy.dpo1': '请通过 {email} 或 {address} 联系我们的数据保护官。{dataProtectionOfficer}',
  'privacy.changes': '9. 政策变更',
  'privacy.changes1': '本政策的任何变更都会连同生效日期发布在应用和本页面上。生效日期：{effectiveDate}。',
  'terms.fee.interest': '利息最高按借款金额每天{percent}%计算，计至还清之日；您所选期限的利率会在确认前显示。',
  'terms.fee.interestPesoDown':
    '利息最高按借款金额每天{percent}%计算，计至还清之日，并向下取整至整比索；您所选期限的利率会在确认前显示。',
  'terms.fee.service': '放款时从借款中扣除借款金额{percent}%的服务费。',
  'terms.fee.noService': '放款时不从借款中扣除任何费用。',
  'terms.fee.extension':
    '每次展期将到期日（如已逾期，则为您付款之日）延后{days}天，费用为借款金额的{percent}%；每笔借款最多可展期{count}次。',
  'terms.fee.noExtension': '借款不可展期。',
  'terms.venue': '诉讼由{city}的有管辖权法院审理。',
};

export default translations;
