/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'company.readyToBorrow': 'Handa ka nang humiram?',
  'company.readTerms': 'Basahin muna ang mga tuntunin ng loan',
  'company.getTheApp': 'Kunin ang app',
  'company.getOnAndroid': 'Kunin sa Google Play',
  'company.getOnIos': 'I-download sa App Store',
  'company.borrowRange': 'Humiram ng hanggang {max}, sa loob ng {minDays} hanggang {maxDays} na araw.',
  'company.contactLead': 'Tawagan o i-e-mail kami. Oras: {hours}. Ihanda ang order number ng loan mo.',
  'company.callUs': 'Tawagan kami',
  'company.emailUs': 'I-e-mail kami',
  'company.emailSubject': 'Tanong para sa {company}',
  'company.contactTip':
    'Kung may loan ka sa app, puwede ka ring sumulat sa amin mula sa Mga Reklamo sa account mo: may reference ka at petsa ng sagot.',
  'company.home': 'Home',
  'company.aboutUs': 'Tungkol sa amin',
  'company.privacyPolicy': 'Patakaran sa Privacy',
  'company.loanTerms': 'Mga tuntunin at kondisyon ng loan',
  'company.contactUs': 'Makipag-ugnayan sa amin',
  'company.address': 'Address ng opisina',
  'company.phone': 'Telepono',
  'company.email': 'E-mail',
  'company.copyright': '© {year} {company}. Nakalaan ang lahat ng karapatan.',
  'company.mission': 'Ang aming misyon',
  'company.quickApproval': 'Mabilis na approval',
  'company.transparentFees': 'Malinaw na bayarin',
  'company.flexibleRepayment': 'Maluwag na pagbabayad',
  'company.safe': 'Ligtas',
  'company.supportEmail': 'E-mail ng suporta',
  'company.siteNav': 'Mga page ng site',
  'company.tagline': 'Maliit na loan, malinaw na tuntunin',
  'company.homeIntro':
    'Pera para sa panandaliang pangangailangan, mula sa app sa phone mo: mag-apply sa app, tingnan ang bawat bayarin bago pumirma, at magbayad sa paraang gusto mo.',
  'company.howItWorks': 'Paano ito gumagana',
  'company.beforeYouBorrow': 'Bago ka mangutang',
  'company.loanTermsWhy':
    'Magkano ang isang loan, paano magbayad nang maaga, ano ang mangyayari kapag nahuli ka sa bayad',
  'company.privacyPolicyWhy': 'Ano ang kinokolekta namin, bakit, at ang iyong mga karapatan dito',
  'company.aboutUsWhy': 'Sino kami at bakit kami pinipili ng mga nangungutang',
  'company.contactUsWhy': 'Tumawag o sumulat sa amin; paano magreklamo',
  'company.howStep1': 'I-download ang app at magparehistro gamit ang iyong mobile number.',
  'company.howStep2':
    'Mag-apply: magdedesisyon kami sa loob ng 1 araw at ipapakita namin ang bawat halaga bago ka mag-confirm.',
  'company.howStep3': 'Matanggap ang pera sa iyong bank o e-wallet account, at magbayad bago o sa due date.',
  'company.missionText':
    'Tinutulungan namin ang mga Pilipino sa panandaliang pangangailangan sa buhay sa pamamagitan ng maliliit na loan na mabilis, patas at malinaw.',
  'company.ourAdvantages': 'Bakit sa amin manghiram',
  'company.quickApprovalText':
    'Mag-apply sa app; magdedesisyon kami sa loob ng 1 araw at ipapadala ang pera sa loob ng 1 hanggang 3 araw.',
  'company.transparentFeesText':
    'Nasa Disclosure Statement ng loan mo ang bawat bayarin, ang kabuuang babayaran at bawat hulog, na makikita mo bago ka mag-confirm.',
  'company.flexibleRepaymentText':
    'Magbayad sa e-wallet, sa counter o sa bangko, at i-extend ang due date kapag kailangan mo.',
  'company.safeText':
    'Protektado ang iyong data sa ilalim ng Data Privacy Act of 2012 at hindi ito kailanman gagamitin para ipahiya ka para magbayad.',
  'company.goHome': 'Bumalik sa Home',
  'company.policyFrame': 'Patakaran sa privacy',
  'company.policyOpen': 'Buksan ang patakaran sa privacy sa sarili nitong page',
  'company.policyMissing': 'Nasa sarili nitong page ang buo naming patakaran sa privacy.',
  'company.policyRead': 'Basahin ang patakaran sa privacy',
  'company.howToComplain': 'Paano magreklamo',
  'company.complainToUs':
    'Sabihin muna sa amin: sa app, buksan ang Mga reklamo mula sa account mo, o tumawag o sumulat sa amin. Sasagot kami sa loob ng {days} working days at bibigyan ka ng reference.',
  'company.userTitle': 'Ang account mo',
  'company.userText':
    'Nasa app ang mga loan, bayad at detalye ng account mo: buksan ito at i-tap ang Account. Wala pa sa phone mo? I-download ito sa app store, tapos mag-sign in gamit ang mobile number mo.',
  'company.openApp': 'Buksan ang app',
};

export default translations;
