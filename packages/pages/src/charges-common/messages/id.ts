/** Indonesian. Checked against the table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'legal.perMonth': '{percent}% per bulan dari jumlah yang terlambat',
  'legal.perDay': '{percent}% per hari dari jumlah yang terlambat',
  'legal.plusFeeOnce': '{rate}, ditambah biaya satu kali sebesar {amount}',
  'terms.late1':
    'Jika cicilan tidak dibayar sebelum jatuh tempo, dikenakan biaya keterlambatan {lateCharge}, dihitung per hari sampai dibayar.',
  'terms.late2':
    'Bunga, biaya, tagihan, dan denda suatu pinjaman jika dijumlahkan tidak pernah melebihi {totalCostCap}% dari jumlah yang dipinjam (SEC Memorandum Circular No. 3, Series of 2022).',
  'terms.prepaymentAnytime':
    'Anda boleh melunasi seluruh pinjaman lebih awal kapan saja, tanpa biaya pelunasan awal. {prepaymentInterest}',
  'terms.prepaymentAfterHalf':
    'Anda boleh melunasi seluruh pinjaman lebih awal, tetapi hanya setelah separuh jangka waktu pinjaman berlalu. {prepaymentInterest}',
  'terms.interestToTheDay': 'Bunga atas pinjaman yang dilunasi lebih awal hanya dihitung sampai hari pelunasan.',
  'terms.interestWholeTerm':
    'Bunga atas pinjaman yang dilunasi lebih awal tetap dikenakan untuk seluruh jangka waktunya.',
};

export default translations;
