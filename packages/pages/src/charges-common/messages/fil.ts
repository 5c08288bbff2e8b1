/** Filipino. Checked against the table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'legal.perMonth': '{percent}% kada buwan ng halagang lampas na sa due date',
  'legal.perDay': '{percent}% kada araw ng halagang lampas na sa due date',
  'legal.plusFeeOnce': '{rate}, at isang beses na bayad na {amount}',
  'terms.late1':
    'Kapag hindi nabayaran ang isang hulog sa due date nito, may late charge na {lateCharge}, binibilang kada araw hanggang mabayaran ito.',
  'terms.late2':
    'Ang interes, bayarin, singil at multa ng isang loan, pinagsama-sama, ay hindi kailanman lalampas sa {totalCostCap}% ng halagang hiniram (SEC Memorandum Circular No. 3, Series of 2022).',
  'terms.prepaymentAnytime':
    'Puwede mong bayaran nang buo ang loan nang maaga kahit kailan, nang walang dagdag na singil. {prepaymentInterest}',
  'terms.prepaymentAfterHalf':
    'Puwede mong bayaran nang buo ang loan nang maaga, pero kapag lumipas na lang ang kalahati ng termino nito. {prepaymentInterest}',
  'terms.interestToTheDay': 'Kapag binayaran nang maaga ang loan, ang interes ay hanggang sa araw lang ng pagbabayad.',
  'terms.interestWholeTerm':
    'Kapag binayaran nang maaga ang loan, sinisingil pa rin ang interes para sa buong termino nito.',
};

export default translations;
