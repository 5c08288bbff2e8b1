/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'privacy.shortTitle': 'Sa madaling salita',
  'privacy.short1':
    'Ginagamit namin ang data mo para magpasya, magbigay at maningil ng loan mo, at para sumunod sa batas.',
  'privacy.short2':
    'Ibinabahagi lang namin ito sa mga nangangailangan, gaya ng Credit Information Corporation at mga payment channel, at hindi namin ginagamit ang contacts sa phone mo para maningil.',
  'privacy.short3':
    'Itinatago namin ito nang {retentionYears} taon matapos mabayaran ang huli mong loan, saka namin ito binubura o ginagawang anonymous.',
  'privacy.short4': 'Puwede mo itong tingnan, itama o tutulan: sumulat sa aming Data Protection Officer sa {email}.',
  'terms.exampleTitle': 'Halimbawa: {amount} sa loob ng {days} na araw',
  'terms.exampleRepay': 'Babayaran mo',
  'terms.exampleOnDay': 'sa ika-{days} araw',
  'terms.exampleReceive': 'Matatanggap mo',
  'terms.exampleFee': 'Service fee, ibabawas agad sa loan',
  'terms.exampleInterest': 'Interes',
  'terms.exampleCost':
    '{cost} ang kabuuang gastos (ang fee at ang interes): effective rate na {monthly} kada buwan ({yearly} kada taon). Nasa Disclosure Statement ng sarili mong loan ang mga numero nito bago ka mag-confirm.',
  'legal.template':
    'Template para sa legal counsel ng nagpapautang: suriin ito at kumpletuhin ang bawat bahaging nasa bracket bago ilathala.',
  'legal.translation': 'Kapag may pagkakaiba ang salin at ang tekstong Ingles, ang tekstong Ingles ang masusunod.',
  'legal.contents': 'Nilalaman',
  'legal.backToTop': 'Bumalik sa nilalaman',
  'terms.intro':
    'Saklaw ng mga tuntuning ito ang mga loan na ibinibigay ng {company} ("kami", "ang Nagpapautang") sa pamamagitan ng mobile application nito. Nakarehistro ang {company} sa Securities and Exchange Commission sa ilalim ng {sec} at may hawak na {coa} para mag-operate bilang lending company sa ilalim ng Republic Act No. 9474 (Lending Company Regulation Act of 2007).',
  'terms.eligibility': '1. Sino ang puwedeng humiram',
  'terms.eligibility1':
    'Ang aplikante ay dapat mamamayang Pilipino na higit 18 taong gulang, may valid na ID na inisyu ng gobyerno, at may mobile number na nakarehistro sa sarili niyang pangalan.',
  'terms.term': '2. Halaga at termino ng loan',
  'terms.term1':
    'Ipinapakita ng app ang halaga ng loan bago ka mag-confirm. Ang termino ng loan ay mula 91 hanggang 365 araw, ayon sa pinili mo nang mag-apply ka.',
  'terms.decision': '3. Desisyon at paglabas ng pera',
  'terms.decision1':
    'Nagdedesisyon kami sa kumpletong application sa loob ng 1 araw. Ipinapadala ang naaprubahang loan sa account na ikinonekta mo sa app sa loob ng 1 hanggang 3 araw.',
  'terms.disclosure': '4. Interes, bayarin at disclosure',
  'terms.disclosure1':
    'Bago ka mag-confirm, ipinapakita ng app ang Disclosure Statement ng iyong loan na hinihingi ng Republic Act No. 3765 (Truth in Lending Act): ang halaga ng loan, bawat singil na ibinabawas dito, ang net proceeds na matatanggap mo, ang finance charge, ang effective interest rate, ang kabuuang babayaran at bawat hulog kasama ang due date nito. {feeSchedule}',
  'terms.repayment': '5. Pagbabayad',
  'terms.repayment1':
    'Bayaran ang bawat hulog bago o sa due date nito sa isang channel na nakalista sa app (e-wallet, outlet sa counter o bangko). Bilang na ang bayad mula sa oras na kinumpirma ito ng payment channel.',
  'terms.prepayment': '6. Maagang pagbabayad',
  'terms.late': '7. Late na pagbabayad',
  'terms.changes': '8. Mga pagbabago sa mga tuntuning ito',
  'terms.changes1':
    'Aabisuhan ka namin, sa app o sa SMS, nang hindi bababa sa 3 araw bago magkabisa ang pagbabago sa mga tuntuning ito. Hindi saklaw ng pagbabago ang loan na nailabas na maliban kung pumayag ka rito.',
  'terms.assignment': '9. Paglilipat ng loan',
  'terms.assignment1':
    'Maaari naming ilipat ang iyong loan sa ibang partido. Aabisuhan ka namin tungkol sa paglilipat sa loob ng 7 araw ng trabaho.',
  'terms.collection': '10. Patas na paniningil',
  'terms.collection1':
    'Naniningil kami ng halagang lampas na sa due date ayon sa hinihingi ng SEC Memorandum Circular No. 18, Series of 2019: walang pananakot, pang-iinsulto o bastos na pananalita; hindi namin sasabihin ang iyong utang kaninuman maliban sa iyong mga guarantor o co-maker; at hindi ka namin kokontakin bago mag-6:00 ng umaga o pagkalipas ng 10:00 ng gabi, maliban kung lampas na nang higit 15 araw ang account o pumayag ka rito.',
  'terms.privacy': '11. Ang iyong data',
  'terms.privacy1':
    'Pinoproseso namin ang iyong personal na data sa ilalim ng Republic Act No. 10173 (Data Privacy Act of 2012), ayon sa nakasaad sa aming Patakaran sa Privacy.',
  'terms.contact': '12. Mga tanong at reklamo',
  'terms.contact1':
    'Sumulat sa {email}, tumawag sa {phone}, o gamitin ang complaint form sa app; sinasagot namin ang mga reklamo sa loob ng {replyDays} working days, Lunes hanggang Biyernes. Kung hindi ito maayos ng sagot namin, puwede mong dalhin ang reklamo mo sa Securities and Exchange Commission.',
  'terms.law': '13. Batas na umiiral',
  'terms.law1': 'Ang mga tuntuning ito ay saklaw ng mga batas ng Republika ng Pilipinas. {venue}',
  'privacy.intro':
    'Iginagalang ng {company} ang iyong privacy. Pinoproseso namin ang personal na data alinsunod sa Republic Act No. 10173 (Data Privacy Act of 2012), sa Implementing Rules and Regulations nito at sa mga inilalabas ng National Privacy Commission (NPC).',
  'privacy.collect': '1. Mga data na kinokolekta namin',
  'privacy.collect1':
    'Mga detalye ng pagkakakilanlan at contact (pangalan, petsa ng kapanganakan, ID mula sa gobyerno, mobile number, e-mail, address); mga detalyeng pampinansyal (kita, trabaho, at ang bank o e-wallet account para sa paglabas ng pera at pagbabayad); mga detalye ng device (modelo, operating system, device ID, bersyon ng app, advertising ID) at, kung papayag ka, ang iyong lokasyon; at ang mga rekord ng iyong mga loan, bayad at reklamo.',
  'privacy.use': '2. Bakit namin ito ginagamit',
  'privacy.use1':
    'Para patunayan ang iyong pagkakakilanlan, suriin ang iyong application at credit risk, ilabas at singilin ang iyong loan, pigilan ang panloloko, tuparin ang aming mga legal na obligasyon (kasama ang Anti-Money Laundering Act at ang pag-uulat sa Credit Information Corporation), at sagutin ang iyong mga kahilingan.',
  'privacy.basis': '3. Legal na batayan',
  'privacy.basis1':
    'Pinoproseso namin ang iyong data para tuparin ang kontrata ng loan na hinihiling mo, para sumunod sa batas, para sa lehitimong interes naming pigilan ang panloloko, at nang may pahintulot mo kung saan ito hinihingi ng batas. Maaari mong bawiin ang iyong pahintulot anumang oras; hindi nito maaapektuhan ang pagprosesong nagawa na bago nito.',
  'privacy.optional':
    'Sa pahintulot mo lamang, na hinihingi nang isa-isa kapag nag-confirm ka ng loan at hindi kailangan para rito: mga alok ng iba pa naming loan sa SMS at e-mail (gamit ang pangalan, numero at e-mail mo); pagpapabuti ng aming mga produkto mula sa mga rekord ng loan at pagbabayad mo, nang wala ang pangalan mo; at pagbabahagi ng pangalan at numero mo sa aming mga partner, ang {partners}, para maalok nila sa iyo ang kanilang mga produkto.',
  'privacy.optionalNoPartners':
    'Sa pahintulot mo lamang, na hinihingi nang isa-isa kapag nag-confirm ka ng loan at hindi kailangan para rito: mga alok ng iba pa naming loan sa SMS at e-mail (gamit ang pangalan, numero at e-mail mo); at pagpapabuti ng aming mga produkto mula sa mga rekord ng loan at pagbabayad mo, nang wala ang pangalan mo. Hindi namin ibinabahagi ang datos mo sa mga partner para sa kanilang mga alok.',
  'privacy.withdraw':
    'Para bawiin ang isa, ipadala ang e-mail nito sa ibaba mula sa e-mail o numerong ginamit mo sa pag-utang: ititigil namin ang paggamit na iyon pagdating nito. Walang nababago sa loan mo kapag binawi mo ito.',
  'privacy.withdraw.marketing': 'Itigil ang mga alok sa SMS at e-mail',
  'privacy.withdraw.research': 'Itigil ang paggamit ng mga rekord ko para pagbutihin ang mga produkto',
  'privacy.withdraw.partner': 'Itigil ang pagbabahagi ng pangalan at numero ko sa mga partner',
  'privacy.share': '4. Kanino namin ito ibinabahagi',
  'privacy.share1':
    'Sa mga nangangailangan lamang nito: ang Credit Information Corporation at mga credit bureau, mga payment channel, mga provider ng identity verification at cloud na nakatali sa data-sharing o outsourcing agreement, at mga awtoridad kapag hinihingi ng batas. Hindi namin kailanman ginagamit ang contacts ng iyong phone para maningil ng loan.',
  'privacy.retention': '5. Gaano katagal namin ito itinatago',
  'privacy.retention1':
    'Habang aktibo ang iyong account at sa loob ng {retentionYears} taon matapos mabayaran ang huli mong loan, ayon sa hinihingi ng batas; pagkatapos ay buburahin namin ito o gagawing anonymous.',
  'privacy.security': '6. Seguridad',
  'privacy.security1':
    'Pinoprotektahan namin ang iyong data gamit ang encryption habang ipinapadala ito, mga kontrol sa access at mga obligasyon ng aming staff sa kumpidensyalidad. Aabisuhan ka namin at ang NPC kapag may personal data breach, ayon sa hinihingi ng batas.',
  'privacy.rights': '7. Ang iyong mga karapatan',
  'privacy.rights1':
    'May karapatan kang mabigyan ng impormasyon, ma-access ang iyong data, tumutol, ipabura o ipa-block ito, ipatama ito, ilipat ito (data portability) at humingi ng danyos, at may karapatan kang magreklamo sa National Privacy Commission.',
  'privacy.dpo': '8. Opisyal sa proteksyon ng data (DPO)',
  'privacy.dpo1': 'Sumulat sa aming Data Protection Officer sa {email} o sa {address}. {dataProtectionOfficer}',
  'privacy.changes': '9. Mga pagbabago sa patakarang ito',
  'privacy.changes1':
    'Inilalathala namin ang bawat pagbabago sa patakarang ito sa app at sa page na ito, kasama ang petsa ng pagkakabisa nito. Petsa ng pagkakabisa: {effectiveDate}.',
  'terms.fee.interest':
    'Ang interes ay hanggang {percent}% kada araw ng halaga ng loan, para sa mga araw hanggang mabayaran ito: ipinapakita bago ka mag-confirm ang rate ng terminong pipiliin mo.',
  'terms.fee.interestPesoDown':
    'Ang interes ay hanggang {percent}% kada araw ng halaga ng loan, para sa mga araw hanggang mabayaran ito, ibinababa sa buong piso: ipinapakita bago ka mag-confirm ang rate ng terminong pipiliin mo.',
  'terms.fee.service': 'Ibinabawas sa loan ang service fee na {percent}% ng halaga nito kapag ibinigay ito sa iyo.',
  'terms.fee.noService': 'Walang ibinabawas sa loan kapag ibinigay ito sa iyo.',
  'terms.fee.extension':
    'Ang isang extension ay nagdadagdag ng {days} na araw sa due date, o sa araw ng pagbabayad mo kapag lampas na sa due date ang loan, sa bayad na {percent}% ng halaga ng loan; puwedeng i-extend ang isang loan nang hanggang {count} beses.',
  'terms.fee.noExtension': 'Hindi puwedeng i-extend ang loan.',
  'terms.venue': 'Isinasampa ang anumang kaso sa mga wastong hukuman ng {city}.',
};

export default translations;
