/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'repayment.title': 'Pagbabayad',
  'repayment.amount': 'Halagang babayaran',
  'repayment.totalPayment': 'Kabuuang bayad',
  'repayment.paymentMethod': 'Paraan ng pagbabayad',
  'repayment.payAmount': 'Bayaran ang {amount}',
  'repayment.payVia': 'sa {channel}',
  'repayment.delayTitle': 'I-extend ang due date',
  'repayment.delayAmount': 'Bayad sa extension',
  'repayment.plan': 'Plano ng pagbabayad',
  'repayment.stepPictures': 'Paano magbayad, hakbang-hakbang na may larawan',
  'repayment.paymentNotice': 'Paalala sa pagbabayad',
  'repayment.payWith': 'Magbayad gamit ang {channel}',
  'repayment.codeTitle': 'Pay code para sa pagbabayad',
  'repayment.noSavedCode': 'Wala pang naka-save na pay code sa phone na ito',
  'repayment.noCode': 'Walang pay code ang link na ito. Buksan muli ang page ng pagbabayad sa app.',
  'repayment.offlineSaved': 'Offline ka. Na-save ang code na ito noong {date}.',
  'repayment.savedOn': 'Na-save ang code noong {date}',
  'repayment.offline': 'Offline ka. Ipakita ang code na ito sa counter.',
  'repayment.newDueDate': 'Bagong due date',
  'repayment.stillOwed': 'Utang pa rin pagkatapos ng bayad na ito',
  'repayment.codeAfterPay': 'I-tap ang Bayaran para makuha ang {channel} code mo at kung paano magbayad gamit ito.',
  'repayment.getCode': 'Kumuha ng code sa Mga loan ko',
  'repayment.dueNow': 'Kasalukuyang due date',
  'repayment.extraDays': 'Dagdag na araw',
  'repayment.daysFromDue': '{days} pang araw pagkatapos ng due date mo',
  'repayment.daysFromToday': '{days} pang araw mula ngayon (lumipas na ang due date mo)',
  'repayment.feeRate': 'Ang bayad bilang buwanang rate',
  'repayment.perMonth': '{rate} kada buwan',
  'repayment.loanEirAfter': 'Effective rate ng loan mo kasama ang extension na ito',
  'repayment.totalCost': 'Kabuuang gastos ng loan mo',
  'repayment.totalCostValue': '{cost} sa {borrowed} na hiniram ({percent})',
  'repayment.historyUnknown':
    'Hindi ipinadala ng nagpapautang ang kasaysayan ng loan na ito, kaya hindi maipapakita rito ang kabuuang gastos nito. Magtanong sa serbisyo sa customer bago magbayad.',
  'repayment.extensionTerms':
    'Sa pagbabayad ng {fee}, malilipat ang due date mo sa {to}. Walang nababawas sa utang mo ang bayad na ito: {owed} ang babayaran sa {to}, at walang ibang nagbabago sa loan agreement mo.',
  'repayment.refusedTitle': 'Hindi maaaring bayaran ang extension na ito',
  'repayment.refused.tooMany':
    'Na-extend na ang loan na ito nang {count} beses, ang pinakamaraming pinapayagan ng {lender}.',
  'repayment.refused.totalCost':
    'Kapag binayaran ito, lalampas sa {cap}% ng hiniram ang kabuuang gastos ng loan mo, ang pinakamataas na pinapayagan ng batas.',
  'repayment.refused.effectiveRate':
    'Kapag binayaran ito, lalampas sa {cap}% kada buwan ang effective rate ng loan mo, ang pinakamataas na pinapayagan ng batas.',
  'repayment.refused.feeRate':
    'Ang bayad nito ay {rate} kada buwan, lampas sa {cap}% kada buwan na pinapayagan ng batas.',
  'repayment.refused.noDays': 'Ililipat nito ang due date mo sa {date}, na lumipas na: wala itong maidadagdag na araw.',
  'repayment.refusedNext': 'Maaari mo pa ring bayaran ang loan.',
  'repayment.customerService': 'Kausapin ang serbisyo sa customer',
};

export default translations;
