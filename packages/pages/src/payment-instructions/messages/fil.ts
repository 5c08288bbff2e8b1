/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'instructions.yourCode': 'Ang bayad mo',
  'instructions.payCode': 'Pay code',
  'instructions.amount': 'Halaga',
  'instructions.copy': 'Kopyahin',
  'instructions.copied': 'Nakopya:',
  'instructions.title': 'Paano bayaran ang iyong loan',
  'instructions.intro':
    'Magbayad gamit ang reference number (pay code) na ibinigay ng app, sa eksaktong halagang dapat bayaran, bago ang due date. Karaniwang lumalabas sa app ang bayad sa e-wallet sa loob ng ilang minuto; ang bayad sa counter ay puwedeng umabot nang hanggang isang banking day.',
  'instructions.contents': 'Sa page na ito',
  'instructions.ewallet': 'Magbayad gamit ang e-wallet (GCash, Maya)',
  'instructions.ewalletShort': 'E-wallet',
  'instructions.ewallet1': 'Buksan ang iyong GCash o Maya app at mag-log in.',
  'instructions.ewallet2':
    'I-tap ang Bills. Sa GCash, piliin pagkatapos ang Payment Solutions; sa Maya, gamitin ang search.',
  'instructions.ewallet3': 'Hanapin ang Dragonpay at piliin ito bilang biller.',
  'instructions.ewallet4':
    'Ilagay ang reference number nang eksakto gaya ng nasa app, saka ang halagang dapat bayaran. Suriin pareho bago magpatuloy.',
  'instructions.ewallet5':
    'I-tap ang Pay o Confirm. Itago ang resibo o screenshot hanggang lumabas ang bayad sa iyong loan app.',
  'instructions.otc': 'Magbayad sa counter (7-Eleven, Cebuana Lhuillier, M Lhuillier)',
  'instructions.otcShort': 'Sa counter',
  'instructions.otc1':
    'Pumunta sa 7-Eleven o sa isang sangay ng Cebuana Lhuillier o M Lhuillier, dala ang reference number at ang halagang dapat bayaran nang cash.',
  'instructions.otc2':
    'Sa 7-Eleven, gamitin ang CLiQQ kiosk o sabihin sa cashier na magbabayad ka ng Dragonpay bill. Sa Cebuana Lhuillier o M Lhuillier, sagutan ang bills payment form at ilagay ang Dragonpay bilang biller.',
  'instructions.otc3':
    'Ibigay ang reference number at ang halagang dapat bayaran, at magbayad nang cash. Maaaring maningil ang outlet ng maliit na service fee.',
  'instructions.otc4':
    'Suriin ang reference number at ang halaga sa resibo, at itago ito hanggang lumabas ang bayad sa iyong loan app.',
  'instructions.tips': 'Bago ka magbayad',
  'instructions.tip1': 'Gamitin lang ang reference number ng loan na ito: para sa isang bayad lang ang bawat code.',
  'instructions.tip2':
    'Bayaran ang eksaktong halaga: kapag kulang ang ibinayad, maaaring hindi mabayaran ang iyong bill.',
  'instructions.tip3': 'Magbayad bago ang due date para makaiwas sa multa.',
  'instructions.tip4':
    'Hindi namin kailanman hihingin ang iyong PIN, MPIN o one-time password. Huwag itong ibigay kaninuman.',
  'instructions.tip5':
    'Kung hindi lumabas ang bayad mo sa loob ng isang banking day, mag-e-mail sa {email} kasama ang iyong resibo.',
  'instructions.enlarge': 'Palakihin ang larawan: {section}, hakbang {step}',
  'instructions.picture': 'Larawan: {section}, hakbang {step}',
  'instructions.close': 'Isara ang larawan',
};

export default translations;
