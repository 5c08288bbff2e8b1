/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'company.home': 'Simula',
  'company.aboutUs': 'Tungkol sa amin',
  'company.privacyPolicy': 'Patakaran sa Privacy',
  'company.loanTerms': 'Mga tuntunin at kondisyon ng loan',
  'company.contactUs': 'Makipag-ugnayan sa amin',
  'company.address': 'Address ng opisina',
  'company.phone': 'Telepono',
  'company.email': 'E-mail',
  'company.copyright': '© {year} {company}. Nakalaan ang lahat ng karapatan.',
  'company.fullName': 'Buong pangalan',
  'company.phoneNumber': 'Numero ng telepono',
  'company.message': 'Mensahe',
  'company.send': 'Ipadala',
  'company.contactSent': 'Salamat! Babalikan ka namin sa lalong madaling panahon.',
  'company.mission': 'Ang aming misyon',
  'company.quickApproval': 'Mabilis na approval',
  'company.transparentFees': 'Malinaw na bayarin',
  'company.flexibleRepayment': 'Maluwag na pagbabayad',
  'company.safe': 'Ligtas',
  'company.supportEmail': 'E-mail ng suporta',
  'company.siteNav': 'Mga page ng site',
  'company.tagline': 'Maliit na loan, malinaw na tuntunin',
  'company.homeIntro':
    'Pera para sa panandaliang pangangailangan, mula sa app sa iyong phone: mag-apply sa loob ng ilang minuto, makita ang bawat bayarin bago pumirma, at magbayad sa paraang bagay sa iyo.',
  'company.howItWorks': 'Paano ito gumagana',
  'company.howStep1': 'I-download ang app at magparehistro gamit ang iyong mobile number.',
  'company.howStep2':
    'Mag-apply: magdedesisyon kami sa loob ng 1 araw at ipapakita namin ang bawat halaga bago ka mag-confirm.',
  'company.howStep3': 'Matanggap ang pera sa iyong bank o e-wallet account, at magbayad hanggang sa due date.',
  'company.missionText':
    'Tinutulungan namin ang mga Pilipino sa panandaliang pangangailangan sa buhay sa pamamagitan ng maliliit na loan na mabilis, patas at malinaw.',
  'company.ourAdvantages': 'Bakit sa amin manghiram',
  'company.quickApprovalText': 'Mag-apply sa app sa loob ng ilang minuto; magdedesisyon kami sa loob ng 1 araw.',
  'company.transparentFeesText':
    'Makikita mo ang bawat bayarin, ang kabuuang babayaran at bawat hulog bago ka mag-confirm. Walang nakatagong singil.',
  'company.flexibleRepaymentText':
    'Magbayad sa e-wallet, sa counter o sa bangko, at i-extend ang due date kapag kailangan mo.',
  'company.safeText':
    'Protektado ang iyong data sa ilalim ng Data Privacy Act of 2012 at hindi ito kailanman gagamitin para ipahiya ka para magbayad.',
  'company.nothingHere': 'Wala pang laman dito',
  'company.nothingHereText': 'Wala pang nilalaman ang page na ito. Nasa app ang iyong mga loan at account.',
  'company.goHome': 'Bumalik sa Simula',
  'company.policyFrame': 'Patakaran sa privacy',
  'company.policyOpen': 'Buksan ang patakaran sa privacy sa sarili nitong page',
  'company.policyMissing': 'Nasa sarili nitong page ang buo naming patakaran sa privacy.',
  'company.policyRead': 'Basahin ang patakaran sa privacy',
  'company.contactIntro': 'Padalhan kami ng mensahe at babalikan ka namin. Kailangang punan ang lahat ng field.',
  'company.contactNoScript':
    'Kailangan ng JavaScript ang form na ito. Puwede mo rin kaming tawagan o i-e-mail sa ibaba.',
  'company.contactSentImage': 'Naipadala na ang mensahe',
  'toast.incompleteInformation': 'Pakikumpleto ang impormasyon!',
};

export default translations;
