import { defineMessages } from '../define';

/**
 * The loan terms (part 2 §9 gives every figure) and the privacy policy (part 1 §2.2). The spec shows no legal
 * text: these are templates a Philippine lending company would start from, marked for its counsel to review
 * and complete (the bracketed items). `{company}`, `{sec}`, `{coa}`, `{email}`, `{phone}`, `{address}` come
 * from configuration.
 */
export const legalMessages = defineMessages({
  'legal.template': {
    source: "Template for the lender's legal counsel: review it and complete every bracketed item before publishing.",
    zh: '供贷款机构法律顾问使用的模板：发布前请审阅并填写所有方括号中的内容。',
    id: 'Templat untuk penasihat hukum pemberi pinjaman: tinjau dan lengkapi setiap bagian dalam kurung siku sebelum diterbitkan.',
  },
  'legal.translation': {
    source: 'Where a translation differs from the English text, the English text prevails.',
    zh: '译文与英文文本不一致时，以英文文本为准。',
    id: 'Jika terjemahan berbeda dengan teks bahasa Inggris, teks bahasa Inggris yang berlaku.',
  },
  'legal.contents': { source: 'Contents', zh: '目录', id: 'Daftar isi' },
  'legal.backToTop': { source: 'Back to contents', zh: '返回目录', id: 'Kembali ke daftar isi' },

  // Loan terms and conditions.
  'terms.intro': {
    source:
      'These terms govern the loans that {company} ("we", "the Lender") grants through its mobile application. {company} is registered with the Securities and Exchange Commission under {sec} and holds {coa} to operate as a lending company under Republic Act No. 9474 (Lending Company Regulation Act of 2007).',
    zh: '本条款适用于 {company}（“我们”或“贷款人”）通过其移动应用发放的贷款。{company} 已在菲律宾证券交易委员会注册（{sec}），并持有 {coa}，依据第 9474 号共和国法（2007 年贷款公司监管法）经营贷款业务。',
    id: 'Ketentuan ini mengatur pinjaman yang diberikan {company} ("kami", "Pemberi Pinjaman") melalui aplikasi selulernya. {company} terdaftar di Securities and Exchange Commission dengan {sec} dan memegang {coa} untuk beroperasi sebagai perusahaan pinjaman berdasarkan Republic Act No. 9474 (Lending Company Regulation Act of 2007).',
  },
  'terms.eligibility': { source: '1. Who may borrow', zh: '1. 借款人资格', id: '1. Siapa yang boleh meminjam' },
  'terms.eligibility1': {
    source:
      'The applicant must be a Filipino citizen over 18 years of age, with a valid government-issued ID and a mobile number registered in their own name.',
    zh: '申请人必须是年满 18 周岁的菲律宾公民，持有有效的政府签发身份证件，并使用以本人名义登记的手机号码。',
    id: 'Pemohon harus warga negara Filipina berusia di atas 18 tahun, dengan kartu identitas resmi pemerintah yang masih berlaku dan nomor ponsel atas namanya sendiri.',
  },
  'terms.term': {
    source: '2. Loan amount and term',
    zh: '2. 借款金额与期限',
    id: '2. Jumlah dan jangka waktu pinjaman',
  },
  'terms.term1': {
    source:
      'The app shows the loan amount before you confirm. The loan term is from 91 to 365 calendar days, as chosen when you apply.',
    zh: '确认前，应用会显示借款金额。借款期限为 91 至 365 个日历日，在申请时选定。',
    id: 'Aplikasi menampilkan jumlah pinjaman sebelum Anda mengonfirmasi. Jangka waktu pinjaman 91 sampai 365 hari kalender, sesuai pilihan saat mengajukan.',
  },
  'terms.decision': { source: '3. Decision and disbursal', zh: '3. 审批与放款', id: '3. Keputusan dan pencairan' },
  'terms.decision1': {
    source:
      'We decide on a complete application within 1 day. An approved loan is disbursed to the account you bound in the app within 1 to 3 calendar days.',
    zh: '对于资料完整的申请，我们会在 1 天内作出决定。获批的贷款将在 1 至 3 个日历日内发放到您在应用中绑定的账户。',
    id: 'Kami memutuskan permohonan yang lengkap dalam 1 hari. Pinjaman yang disetujui dicairkan ke rekening yang Anda tautkan di aplikasi dalam 1 sampai 3 hari kalender.',
  },
  'terms.disclosure': {
    source: '4. Interest, fees and disclosure',
    zh: '4. 利息、费用与披露',
    id: '4. Bunga, biaya, dan pengungkapan',
  },
  'terms.disclosure1': {
    source:
      'Before you confirm, the app shows the Disclosure Statement required by Republic Act No. 3765 (Truth in Lending Act): the amount financed, the finance charges, the effective interest rate, the total amount due and every instalment with its due date. [Interest rate and fee schedule to be completed by the Lender.]',
    zh: '在您确认前，应用会按照第 3765 号共和国法（《借贷真实法》）显示披露声明：融资金额、融资费用、实际利率、应还总额以及每期还款及其到期日。[利率及费用表由贷款人填写。]',
    id: 'Sebelum Anda mengonfirmasi, aplikasi menampilkan Pernyataan Pengungkapan yang diwajibkan Republic Act No. 3765 (Truth in Lending Act): jumlah yang dibiayai, biaya pembiayaan, suku bunga efektif, total yang harus dibayar, dan setiap cicilan dengan tanggal jatuh temponya. [Suku bunga dan daftar biaya dilengkapi oleh Pemberi Pinjaman.]',
  },
  'terms.repayment': { source: '5. Repayment', zh: '5. 还款', id: '5. Pembayaran kembali' },
  'terms.repayment1': {
    source:
      'Pay each instalment by its due date through a channel listed in the app (e-wallet, over-the-counter outlet or bank). A payment counts from the time the payment channel confirms it.',
    zh: '请在每期到期日前通过应用列出的渠道（电子钱包、柜台网点或银行）还款。还款以支付渠道确认的时间为准。',
    id: 'Bayar setiap cicilan sebelum jatuh tempo melalui saluran yang tercantum di aplikasi (e-wallet, gerai, atau bank). Pembayaran dihitung sejak saluran pembayaran mengonfirmasinya.',
  },
  'terms.prepayment': { source: '6. Prepayment', zh: '6. 提前还款', id: '6. Pelunasan lebih awal' },
  'terms.prepayment1': {
    source:
      'You may repay the whole loan early only after half of the loan term has passed and at least 7 days after disbursal. [How interest is computed on prepayment to be completed by the Lender.]',
    zh: '只有在借款期限过半且放款满至少 7 天后，您才可以提前结清全部借款。[提前还款的利息计算方式由贷款人填写。]',
    id: 'Anda boleh melunasi seluruh pinjaman lebih awal hanya setelah separuh jangka waktu pinjaman berlalu dan paling sedikit 7 hari setelah pencairan. [Cara menghitung bunga pada pelunasan lebih awal dilengkapi oleh Pemberi Pinjaman.]',
  },
  'terms.late': { source: '7. Late payment', zh: '7. 逾期还款', id: '7. Keterlambatan pembayaran' },
  'terms.late1': {
    source:
      'If an instalment is not paid by its due date, a one-time late penalty applies: PHP 1,000 for a new borrower or PHP 800 for a repeat borrower.',
    zh: '如未在到期日前偿还某期款项，将收取一次性逾期罚金：新借款人 1,000 比索，老借款人 800 比索。',
    id: 'Jika cicilan tidak dibayar sebelum jatuh tempo, dikenakan denda keterlambatan satu kali: PHP 1,000 untuk peminjam baru atau PHP 800 untuk peminjam lama.',
  },
  'terms.late2': {
    source:
      'In addition, a daily penalty on the overdue amount applies: 5% per day from day 1 to day 30 overdue, 4% per day from day 31 to day 90, and 2% per day from day 91.',
    zh: '此外，对逾期金额按日收取罚息：逾期第 1 至 30 天每天 5%，第 31 至 90 天每天 4%，第 91 天起每天 2%。',
    id: 'Selain itu, dikenakan denda harian atas jumlah yang terlambat: 5% per hari untuk hari ke-1 sampai ke-30, 4% per hari untuk hari ke-31 sampai ke-90, dan 2% per hari mulai hari ke-91.',
  },
  'terms.late3': {
    source:
      '[Counsel: check these charges against the ceilings on interest, penalties and total cost of small, short-term loans set by SEC Memorandum Circular No. 3, Series of 2022.]',
    zh: '[法律顾问：请对照菲律宾证券交易委员会 2022 年第 3 号备忘录通函对小额短期贷款利息、罚息及总成本的上限，核查上述收费。]',
    id: '[Penasihat hukum: periksa biaya ini terhadap batas bunga, denda, dan total biaya pinjaman kecil jangka pendek dalam SEC Memorandum Circular No. 3, Series of 2022.]',
  },
  'terms.changes': { source: '8. Changes to these terms', zh: '8. 条款变更', id: '8. Perubahan ketentuan' },
  'terms.changes1': {
    source:
      'We will notify you at least 3 days before a change to these terms takes effect, in the app or by SMS. A change does not apply to a loan already disbursed unless you agree to it.',
    zh: '本条款如有变更，我们将至少提前 3 天通过应用或短信通知您。除非您同意，变更不适用于已发放的贷款。',
    id: 'Kami akan memberi tahu Anda paling lambat 3 hari sebelum perubahan ketentuan ini berlaku, melalui aplikasi atau SMS. Perubahan tidak berlaku untuk pinjaman yang sudah dicairkan kecuali Anda menyetujuinya.',
  },
  'terms.assignment': { source: '9. Assignment', zh: '9. 债权转让', id: '9. Pengalihan' },
  'terms.assignment1': {
    source:
      'We may assign or transfer your loan to another party. We will notify you of the assignment within 7 business days.',
    zh: '我们可以将您的贷款转让给第三方，并将在 7 个工作日内通知您。',
    id: 'Kami dapat mengalihkan pinjaman Anda kepada pihak lain. Kami akan memberi tahu Anda tentang pengalihan itu dalam 7 hari kerja.',
  },
  'terms.collection': { source: '10. Fair collection', zh: '10. 公平催收', id: '10. Penagihan yang wajar' },
  'terms.collection1': {
    source:
      'We collect overdue amounts as SEC Memorandum Circular No. 18, Series of 2019 requires: no threats, insults or profane language, no disclosure of your debt to people in your contacts who are not your guarantors or references, and no contact before 6:00 a.m. or after 10:00 p.m. unless the account is more than 60 days overdue or you agreed to it.',
    zh: '我们按照菲律宾证券交易委员会 2019 年第 18 号备忘录通函的要求催收逾期款项：不威胁、不辱骂、不使用粗俗语言；不向通讯录中非担保人或非联系人透露您的债务；除非账户逾期超过 60 天或经您同意，不在早上 6 点前或晚上 10 点后联系您。',
    id: 'Kami menagih jumlah yang terlambat sesuai SEC Memorandum Circular No. 18, Series of 2019: tanpa ancaman, hinaan, atau kata-kata kasar, tanpa mengungkapkan utang Anda kepada kontak yang bukan penjamin atau referensi Anda, dan tanpa menghubungi sebelum pukul 6.00 atau setelah pukul 22.00 kecuali akun terlambat lebih dari 60 hari atau Anda menyetujuinya.',
  },
  'terms.privacy': { source: '11. Your data', zh: '11. 您的数据', id: '11. Data Anda' },
  'terms.privacy1': {
    source:
      'We process your personal data under Republic Act No. 10173 (Data Privacy Act of 2012), as our Privacy Policy describes.',
    zh: '我们依据第 10173 号共和国法（《2012 年数据隐私法》）并按照我们的隐私政策处理您的个人数据。',
    id: 'Kami memproses data pribadi Anda berdasarkan Republic Act No. 10173 (Data Privacy Act of 2012), sebagaimana dijelaskan dalam Kebijakan Privasi kami.',
  },
  'terms.contact': { source: '12. Questions and complaints', zh: '12. 咨询与投诉', id: '12. Pertanyaan dan keluhan' },
  'terms.contact1': {
    source:
      'Write to {email}, call {phone}, or use the complaint form in the app; we answer complaints within 3 working days. You may also bring a complaint to the Securities and Exchange Commission.',
    zh: '请发送邮件至 {email}、致电 {phone}，或使用应用内的投诉表单；我们会在 3 个工作日内答复投诉。您也可以向菲律宾证券交易委员会投诉。',
    id: 'Kirim e-mail ke {email}, telepon {phone}, atau gunakan formulir keluhan di aplikasi; kami menjawab keluhan dalam 3 hari kerja. Anda juga dapat mengajukan keluhan ke Securities and Exchange Commission.',
  },
  'terms.law': { source: '13. Governing law', zh: '13. 适用法律', id: '13. Hukum yang berlaku' },
  'terms.law1': {
    source:
      'These terms are governed by the laws of the Republic of the Philippines. [Venue of suits to be completed by counsel.]',
    zh: '本条款受菲律宾共和国法律管辖。[诉讼管辖地由法律顾问填写。]',
    id: 'Ketentuan ini diatur oleh hukum Republik Filipina. [Tempat pengajuan gugatan dilengkapi oleh penasihat hukum.]',
  },

  // Privacy policy.
  'privacy.intro': {
    source:
      '{company} respects your privacy. We process personal data in accordance with Republic Act No. 10173 (Data Privacy Act of 2012), its Implementing Rules and Regulations and the issuances of the National Privacy Commission (NPC).',
    zh: '{company} 尊重您的隐私。我们依据第 10173 号共和国法（《2012 年数据隐私法》）、其实施细则以及国家隐私委员会（NPC）的规定处理个人数据。',
    id: '{company} menghormati privasi Anda. Kami memproses data pribadi sesuai Republic Act No. 10173 (Data Privacy Act of 2012), peraturan pelaksanaannya, dan ketentuan National Privacy Commission (NPC).',
  },
  'privacy.collect': { source: '1. Data we collect', zh: '1. 我们收集的数据', id: '1. Data yang kami kumpulkan' },
  'privacy.collect1': {
    source:
      'Identity and contact details (name, date of birth, government ID, mobile number, e-mail, address); financial details (income, employment, the bank or e-wallet account for disbursal and repayment); device details (model, operating system, device ID, app version, advertising ID) and, with your permission, location; and the records of your loans, payments and complaints.',
    zh: '身份与联系信息（姓名、出生日期、政府身份证件、手机号码、邮箱、地址）；财务信息（收入、工作、用于放款和还款的银行或电子钱包账户）；设备信息（型号、操作系统、设备 ID、应用版本、广告 ID），以及经您允许的位置信息；您的借款、还款和投诉记录。',
    id: 'Data identitas dan kontak (nama, tanggal lahir, identitas resmi, nomor ponsel, e-mail, alamat); data keuangan (penghasilan, pekerjaan, rekening bank atau e-wallet untuk pencairan dan pembayaran); data perangkat (model, sistem operasi, ID perangkat, versi aplikasi, ID iklan) dan, dengan izin Anda, lokasi; serta catatan pinjaman, pembayaran, dan keluhan Anda.',
  },
  'privacy.use': { source: '2. Why we use it', zh: '2. 使用目的', id: '2. Mengapa kami menggunakannya' },
  'privacy.use1': {
    source:
      'To verify your identity, assess your application and credit risk, disburse and collect your loan, prevent fraud, meet our legal obligations (including the Anti-Money Laundering Act and reporting to the Credit Information Corporation), and answer your requests.',
    zh: '用于核实您的身份、评估您的申请和信用风险、发放和收回贷款、防范欺诈、履行法定义务（包括《反洗钱法》及向信用信息公司报送），以及回应您的请求。',
    id: 'Untuk memverifikasi identitas Anda, menilai permohonan dan risiko kredit, mencairkan dan menagih pinjaman, mencegah penipuan, memenuhi kewajiban hukum (termasuk Anti-Money Laundering Act dan pelaporan ke Credit Information Corporation), dan menjawab permintaan Anda.',
  },
  'privacy.basis': { source: '3. Legal basis', zh: '3. 法律依据', id: '3. Dasar hukum' },
  'privacy.basis1': {
    source:
      'We process your data to perform the loan contract you ask for, to comply with the law, for our legitimate interest in preventing fraud, and with your consent where the law requires it. You may withdraw consent at any time; this does not affect processing done before.',
    zh: '我们为履行您申请的借款合同、遵守法律、防范欺诈的正当利益，以及在法律要求时基于您的同意处理您的数据。您可以随时撤回同意，但不影响撤回前的处理。',
    id: 'Kami memproses data Anda untuk melaksanakan kontrak pinjaman yang Anda minta, mematuhi hukum, kepentingan sah kami mencegah penipuan, dan dengan persetujuan Anda bila hukum mewajibkannya. Anda dapat menarik persetujuan kapan saja; hal ini tidak memengaruhi pemrosesan sebelumnya.',
  },
  'privacy.share': { source: '4. Who we share it with', zh: '4. 数据共享', id: '4. Dengan siapa kami membagikannya' },
  'privacy.share1': {
    source:
      'Only those who need it: the Credit Information Corporation and credit bureaus, payment channels, identity-verification and cloud providers bound by data-sharing or outsourcing agreements, and authorities when the law requires. We never use your phone contacts to collect a loan.',
    zh: '仅与确有需要者共享：信用信息公司和征信机构、支付渠道、受数据共享或外包协议约束的身份验证及云服务商，以及法律要求时的政府机关。我们绝不会使用您的手机通讯录催收贷款。',
    id: 'Hanya kepada yang memerlukannya: Credit Information Corporation dan biro kredit, saluran pembayaran, penyedia verifikasi identitas dan cloud yang terikat perjanjian berbagi data atau alih daya, dan otoritas bila hukum mewajibkan. Kami tidak pernah menggunakan kontak ponsel Anda untuk menagih pinjaman.',
  },
  'privacy.retention': { source: '5. How long we keep it', zh: '5. 保存期限', id: '5. Berapa lama kami menyimpannya' },
  'privacy.retention1': {
    source:
      'While your account is active and for [number] years after your last loan is settled, as the law requires; then we delete or anonymise it.',
    zh: '在您的账户有效期间以及最后一笔借款结清后 [年数] 年内（依法要求）保存，之后予以删除或匿名化。',
    id: 'Selama akun Anda aktif dan selama [jumlah] tahun setelah pinjaman terakhir Anda lunas, sesuai ketentuan hukum; setelah itu kami menghapus atau menganonimkannya.',
  },
  'privacy.security': { source: '6. Security', zh: '6. 数据安全', id: '6. Keamanan' },
  'privacy.security1': {
    source:
      'We protect your data with encryption in transit, access controls and staff confidentiality obligations. We will notify you and the NPC of a personal data breach as the law requires.',
    zh: '我们通过传输加密、访问控制和员工保密义务保护您的数据。发生个人数据泄露时，我们将依法通知您和国家隐私委员会。',
    id: 'Kami melindungi data Anda dengan enkripsi saat transmisi, kontrol akses, dan kewajiban kerahasiaan staf. Kami akan memberi tahu Anda dan NPC tentang kebocoran data pribadi sesuai ketentuan hukum.',
  },
  'privacy.rights': { source: '7. Your rights', zh: '7. 您的权利', id: '7. Hak Anda' },
  'privacy.rights1': {
    source:
      'You have the right to be informed, to access, to object, to erasure or blocking, to rectification, to data portability and to damages, and the right to lodge a complaint with the National Privacy Commission.',
    zh: '您享有知情权、访问权、反对权、删除或封存权、更正权、数据可携带权和获得赔偿的权利，并有权向国家隐私委员会投诉。',
    id: 'Anda berhak mendapat informasi, mengakses, menolak, meminta penghapusan atau pemblokiran, memperbaiki, memindahkan data, dan mendapat ganti rugi, serta berhak mengadu ke National Privacy Commission.',
  },
  'privacy.dpo': {
    source: '8. Data Protection Officer',
    zh: '8. 数据保护官',
    id: '8. Petugas Pelindungan Data',
  },
  'privacy.dpo1': {
    source:
      'Write to our Data Protection Officer at {email} or {address}. [Name of the Data Protection Officer and NPC registration number to be completed.]',
    zh: '请通过 {email} 或 {address} 联系我们的数据保护官。[数据保护官姓名及国家隐私委员会登记编号待填写。]',
    id: 'Hubungi Petugas Pelindungan Data kami di {email} atau {address}. [Nama Petugas Pelindungan Data dan nomor registrasi NPC dilengkapi.]',
  },
  'privacy.changes': { source: '9. Changes to this policy', zh: '9. 政策变更', id: '9. Perubahan kebijakan ini' },
  'privacy.changes1': {
    source:
      'We post every change to this policy in the app and on this page, with its effective date. Effective date: [date].',
    zh: '本政策的任何变更都会连同生效日期发布在应用和本页面上。生效日期：[日期]。',
    id: 'Setiap perubahan kebijakan ini kami umumkan di aplikasi dan di halaman ini beserta tanggal berlakunya. Tanggal berlaku: [tanggal].',
  },
});
