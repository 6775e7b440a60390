/** The demo content in Indonesian, keyed by its English text (see ./index.ts). */
export const id: Record<string, string> = {
  // Brands and hotels
  'Sakura Hotels': 'Sakura Hotels',
  'Sakura Hotel Ginza': 'Sakura Hotel Ginza',
  'Sakura Hotel Myeongdong': 'Sakura Hotel Myeongdong',
  'Formosa Stays': 'Formosa Stays',
  "Formosa Stay Da'an": "Formosa Stay Da'an",
  // Child tiers, and the offer for paying by card
  'Child 6–11, own bed and meals': 'Anak 6–11 tahun, tempat tidur sendiri dan makan',
  'Child 3–11, own bed, no meals': 'Anak 3–11 tahun, tempat tidur sendiri, tanpa makan',
  'Child 0–5, sharing a bed, with meals': 'Anak 0–5 tahun, berbagi tempat tidur, dengan makan',
  'Infant 0–2, sharing a bed, no meals': 'Bayi 0–2 tahun, berbagi tempat tidur, tanpa makan',
  'Pay online by card and enjoy a welcome drink at our bar.': 'Bayar online dengan kartu dan nikmati minuman selamat datang di bar kami.',
  // Sakura Hotel Ginza: rooms
  'Standard Single': 'Single Standar',
  'A compact room with a semi-double bed and a rain shower, for one.':
    'Kamar ringkas untuk satu orang dengan ranjang semi-double dan pancuran hujan.',
  'Moderate Double': 'Double Moderat',
  'A double bed, a bathtub and a view over Ginza’s side streets.': 'Ranjang double, bak mandi, dan pemandangan gang-gang kecil Ginza.',
  'Superior Twin': 'Twin Superior',
  'Two single beds and a sofa that turns into a third bed.': 'Dua ranjang single dan sofa yang bisa menjadi ranjang ketiga.',
  'Deluxe King': 'King Deluxe',
  'A king bed, a deep soaking tub and a work desk by the window.': 'Ranjang king, bak rendam yang dalam, dan meja kerja di dekat jendela.',
  'Japanese-style Room': 'Kamar Gaya Jepang',
  'Tatami floor, futons laid out at night and a cypress bath for up to four.':
    'Lantai tatami, futon digelar pada malam hari, dan bak mandi kayu hinoki untuk hingga empat orang.',
  'Corner Suite': 'Suite Sudut',
  'Windows on two sides, a living room and a king bed.': 'Jendela di dua sisi, ruang duduk, dan ranjang king.',
  // Plans
  'Room only': 'Hanya kamar',
  'Our best flexible rate. Free cancellation until three days before arrival.':
    'Tarif fleksibel terbaik kami. Pembatalan gratis hingga tiga hari sebelum kedatangan.',
  'Bed and breakfast': 'Termasuk sarapan',
  'Breakfast buffet for every adult, served 6:30–10:00. Members save 10%.':
    'Sarapan prasmanan untuk setiap orang dewasa, pukul 6.30–10.00. Anggota hemat 10%.',
  'Non-refundable saver': 'Hemat tanpa pengembalian dana',
  '15% off in exchange for no refunds once booked.': 'Diskon 15% dengan syarat tanpa pengembalian dana setelah memesan.',
  'Stay 2 nights or more': 'Menginap 2 malam atau lebih',
  '10% off for stays of at least two nights.': 'Diskon 10% untuk menginap minimal dua malam.',
  "Members' rate": 'Tarif anggota',
  '8% off for members. Up to two rooms a night are sold at this rate.':
    'Diskon 8% untuk anggota. Paling banyak dua kamar per malam dijual dengan tarif ini.',
  'Day use 10:00–17:00': 'Pemakaian siang 10.00–17.00',
  'A quiet room for the day, no overnight stay.': 'Kamar yang tenang untuk siang hari, tanpa menginap.',
  'Japan residents’ rate with breakfast': 'Tarif penduduk Jepang dengan sarapan',
  'For guests living in Japan, booked in Japanese.': 'Untuk tamu yang tinggal di Jepang, dipesan dalam bahasa Jepang.',
  'Insider rate': 'Tarif khusus pelanggan',
  'A rate shared with our newsletter readers: 20% off, non-refundable.':
    'Tarif khusus pembaca buletin kami: diskon 20%, tanpa pengembalian dana.',
  'Early summer with breakfast': 'Awal musim panas dengan sarapan',
  'Opens for booking soon: breakfast and a late check-out at noon.':
    'Segera dibuka untuk pemesanan: sarapan dan check-out terlambat pukul 12.00.',
  // Sakura Hotel Myeongdong: rooms
  'Standard Double': 'Double Standar',
  'A bright double room two minutes from Myeongdong station.': 'Kamar double yang terang, dua menit dari stasiun Myeongdong.',
  'Standard Twin': 'Twin Standar',
  'Two single beds and a rain shower.': 'Dua ranjang single dan pancuran hujan.',
  'Deluxe Double': 'Double Deluxe',
  'A queen bed, a bathtub and views of Namsan Tower.': 'Ranjang queen, bak mandi, dan pemandangan Menara Namsan.',
  'Ondol Family Room': 'Kamar Keluarga Ondol',
  'Heated floor and traditional bedding for up to four.': 'Lantai berpemanas dan perlengkapan tidur tradisional untuk hingga empat orang.',
  'Executive Suite': 'Suite Eksekutif',
  'A separate living room and lounge access.': 'Ruang duduk terpisah dan akses lounge.',
  // Formosa: leaving the club, rooms
  'To end your Formosa Club membership, write to members@formosa-stays.example with your membership email. We remove the account within 7 days; your bookings stay with the hotels.':
    'Untuk mengakhiri keanggotaan Formosa Club, kirim email ke members@formosa-stays.example dari email keanggotaan Anda. Kami menghapus akun dalam 7 hari; pemesanan Anda tetap tercatat di hotel.',
  'Superior Queen': 'Queen Superior',
  'A queen bed and a walk-in shower above a quiet lane.': 'Ranjang queen dan pancuran walk-in di atas gang yang tenang.',
  'Deluxe Twin': 'Twin Deluxe',
  'Two beds, a bathtub and a balcony with plants.': 'Dua ranjang, bak mandi, dan balkon berhias tanaman.',
  'Executive King': 'King Eksekutif',
  'A king bed and a reading corner with tea service.': 'Ranjang king dan sudut baca dengan layanan teh.',
  'Family Quad': 'Kamar Keluarga Berempat',
  'Two double beds for a family of four.': 'Dua ranjang double untuk keluarga berempat.',
  // Room filters
  Bathtub: 'Bak mandi',
  'Two beds or more': 'Dua ranjang atau lebih',
  'Sleeps 3 or more': 'Untuk 3 orang atau lebih',
  'Japanese style': 'Gaya Jepang',
  // Extras
  'Late check-out until 14:00': 'Check-out terlambat hingga 14.00',
  'Keep your room until 2 p.m. on the day you leave.': 'Gunakan kamar Anda hingga pukul 14.00 pada hari keberangkatan.',
  'Airport limousine bus ticket (Haneda)': 'Tiket bus limusin bandara (Haneda)',
  'One-way ticket to Haneda Airport, handed over at the front desk.':
    'Tiket sekali jalan ke Bandara Haneda, diserahkan di meja resepsionis.',
  'Kaiseki dinner': 'Makan malam kaiseki',
  'A seasonal eight-course dinner in our restaurant.': 'Makan malam delapan hidangan musiman di restoran kami.',
  'Celebration cake': 'Kue perayaan',
  'A 12 cm strawberry shortcake with a message plate.': 'Kue shortcake stroberi 12 cm dengan pelat pesan.',
  // Additional questions
  'Our front desk is open 24 hours: late arrivals are welcome.':
    'Resepsionis kami buka 24 jam: tamu yang tiba larut malam tetap kami sambut.',
  'What time will you arrive?': 'Pukul berapa Anda akan tiba?',
  'How many men and women will stay in each room?': 'Berapa pria dan wanita yang akan menginap di setiap kamar?',
  'Which pillow would you like?': 'Bantal mana yang Anda inginkan?',
  'Soft (feather)': 'Lembut (bulu)',
  'Firm (buckwheat)': 'Keras (sekam soba)',
  'Anything we should prepare for your stay? You can attach a photo or a PDF.':
    'Ada yang perlu kami siapkan untuk masa menginap Anda? Anda dapat melampirkan foto atau PDF.',
  // Lottery
  'Sumida River Fireworks weekend': 'Akhir pekan Kembang Api Sungai Sumida',
  'Rooms facing the river on the fireworks weekend are sold by lottery only. One entry per member; winners are told by mail and book within a week.':
    'Kamar menghadap sungai pada akhir pekan kembang api hanya dijual lewat undian. Satu pendaftaran per anggota; pemenang diberi tahu lewat email dan memesan dalam satu minggu.',
  'Fireworks night with river-view dinner': 'Malam kembang api dengan makan malam berpemandangan sungai',
  'A room facing the Sumida River, dinner served in the room, and the best seat for the fireworks.':
    'Kamar menghadap Sungai Sumida, makan malam disajikan di kamar, dan tempat terbaik untuk menonton kembang api.',
  // Membership programs, ranks and companions
  'Sakura Club': 'Sakura Club',
  'Sakura Partners': 'Sakura Partners',
  'Formosa Club': 'Formosa Club',
  Blossom: 'Blossom',
  Silver: 'Perak',
  Gold: 'Emas',
  Partner: 'Mitra',
  Member: 'Anggota',
  'Adult companions': 'Pendamping dewasa',
  'Child companions (6–11)': 'Pendamping anak (6–11)',
};
