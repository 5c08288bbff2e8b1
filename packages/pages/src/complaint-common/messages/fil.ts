/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'complaint.stepFiled': 'Naisampa',
  'complaint.stepProcessing': 'Inaasikaso',
  'complaint.stepResolved': 'Nasagot na',
  'complaint.aboutLoan': 'Tungkol sa loan {order}, {product}',
  'complaint.newComplaint': 'Bagong reklamo',
  'complaint.title': 'Reklamo',
  'complaint.myComplaints': 'Mga reklamo ko',
  'complaint.backToAccount': 'Bumalik sa account ko',
  'complaint.writeOne': 'Magsulat ng reklamo',
  'complaint.all': 'Lahat',
  'complaint.chooseOrder': 'Pumili ng order',
  'complaint.selectType': 'Piliin ang uri ng reklamo',
  'complaint.problemDescription': 'Ilarawan ang problema',
  'complaint.descriptionHint':
    'Sabihin kung ano ang nangyari at kailan, kasama ang anumang halaga, reference o pangalang sangkot.',
  'complaint.counter': '{count}/{max}',
  'complaint.evidence': 'Mga larawan bilang patunay (opsyonal)',
  'complaint.handledWithin': 'Sasagot kami sa loob ng {days} working days, Lunes hanggang Biyernes.',
  'complaint.send': 'Ipadala',
  'complaint.sent': 'Naipadala na ang reklamo',
  'complaint.problemType': 'Uri ng problema',
  'complaint.processResult': 'Resulta',
  'complaint.staff': 'Sagot ng serbisyo sa customer',
  'complaint.rateService': 'Paki-rate ang serbisyong ito',
  'complaint.subTypeTitle': 'Ano ang nangyari sa paniningil?',
  'complaint.subType': 'Detalye ng uri',
  'complaint.images': 'Mga larawan',
  'complaint.noOrders': 'Walang order na puwedeng ireklamo',
  'complaint.orderNumber': 'Order blg. {orderNo}',
  'complaint.notFound': 'Nabuksan ang reklamong ito nang walang numero nito',
  'complaint.empty': 'Wala ka pang naipadalang reklamo',
  'toast.fillComments': 'Pakisulat kung ano ang nangyari',
  'complaint.reference': 'Ang reference mo: {reference}. Banggitin ito kapag nag-follow up ka.',
  'complaint.noReference': 'Makikita mo ito sa Mga reklamo ko, kasama ang progreso nito.',
  'complaint.replyBy': 'Sasagot kami bago o sa {date} ({days} working days).',
  'complaint.done': 'Tapos na',
  'complaint.regulator':
    'Hindi ka kuntento sa sagot namin? Dalhin ang reklamo mo sa {office} ng {name}, na humahawak ng mga reklamo tungkol sa mga lending company:',
  'complaint.regulatorChannel': 'Mga reklamo tungkol sa mga lending company ({name})',
  'complaint.regulatorQuote':
    'Hinihingi nila ang patunay na nagreklamo ka muna sa amin: banggitin ang reference ng reklamo mo, {reference}, at ang pangalan namin, {lender}.',
  'complaint.regulatorQuoteLater':
    'Hinihingi nila ang patunay na nagreklamo ka muna sa amin: ibigay ang pangalan namin, {lender}, at ang reference ng reklamo mo (nasa Mga reklamo ko).',
  'complaint.collectionRouted':
    'Tumatanggap lang ang system namin ng reklamo tungkol sa collection para sa loan na binabayaran pa, kaya ipapadala ito bilang “{type}”, na may markang tungkol sa collection. Tatanggapin at sasagutin ito gaya ng iba.',
  'complaint.stage': 'Status',
  'complaint.filed': 'Naipadala noong',
  'complaint.replyByLabel': 'Huling araw ng sagot',
  'complaint.replyLate': 'Lampas na: hindi pa kami nakasagot sa takdang oras',
};

export default translations;
