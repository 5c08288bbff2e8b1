/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'legacy.alreadyPaying':
    'May bayad na para sa loan na ito na pinoproseso na, kaya walang pangalawang sinimulan: hindi ka sisingilin nang dalawang beses. Makikita ito sa loan mo kapag nakumpirma na ng bangko mo.',
  'legacy.receiptPending': 'Nabayaran, ipinopost pa',
  'legacy.title': 'Magbayad gamit ang bank card',
  'legacy.chooseCard': 'Magbayad gamit ang',
  'legacy.code': 'Verification code',
  'legacy.confirm': 'Kumpirmahin ang bayad',
  'legacy.getCodeFirst': 'Kumuha muna ng verification code',
  'legacy.codeSent': 'Naipadala ang verification code sa phone na nakarehistro sa card na ito',
  'legacy.cardsFailed': 'Hindi ma-load ang iyong mga bank card',
  'legacy.processingFailed': 'Hindi naproseso ang bayad. Pakisubukang muli.',
  'legacy.noCards': 'Walang naka-link na bank card para sa pagbabayad',
  'legacy.done': 'Naisumite na ang iyong bayad',
  'legacy.receiptTime': 'Naisumite',
  'legacy.receiptReference': 'Reference',
  'legacy.receiptNext':
    'Makikita sa iyong loan ang bayad na ito kapag nakumpirma na ng iyong bangko. Banggitin ang reference kung makikipag-ugnayan ka sa amin.',
  'legacy.noCodeNeeded': 'Hindi kailangan ng verification code para sa card na ito. I-tap ang Kumpirmahin ang bayad.',
  'legacy.bindCard': 'Mag-link ng bank card',
  'legacy.home': 'Bumalik sa app',
  'toast.chooseBankCard': 'Pumili muna ng bank card!',
  'toast.wrongVerificationCode': 'Ilagay ang tamang verification code',
  'toast.verificationCodeWrong': 'Mali ang verification code',
  'toast.repaymentSubmittedTwice': 'Naisumite na ang kahilingang ito sa pagbabayad',
};

export default translations;
