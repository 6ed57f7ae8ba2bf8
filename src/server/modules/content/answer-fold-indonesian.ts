/**
 * Indonesian and Malay (iteration 44): the everyday words a question mostly in Indonesian or Malay (or English with
 * them mixed in, as mothers working in Hong Kong, Dubai or Saudi Arabia write to a grandmother's care at home) carries
 * its topic in, so it finds the English entry an English speaker asking the same thing gets (the answer stays in
 * English). Applied in answer-fold-languages.ts only to a question with at least two of INDONESIAN_MARKERS (words an
 * English question does not use), so English questions and the library's English are never changed. Verb forms are
 * folded by their root (bedong, dibedong, membedong); a family's belief keeps the words of the class the library
 * answers it under (colostrum is not dirty, honey on the lips, early solids, moving about in pregnancy).
 */
import type { Fold } from './fold-guard.ts';

/** Words of Indonesian and Malay that an English question does not use; two of them make a question Indonesian. */
export const INDONESIAN_MARKERS =
  /\b(?:saya|aku|sama|tidak|tak|nggak|ngga|gak|ga|sudah|udah|bilang|kata|biar|supaya|jangan|banyak|masih|apa|apakah|ini|itu|kasih|bayi|hamil|bumil|minggu|bulan|anak|nenek|mertua|dan|yang|untuk|buat|aja|saja|lagi|kerja|bisa|boleh|sering|sedikit|tradisi|gimana|bagaimana|kenapa|dong|kok|sih|deh|ya|sy|blm|udh|sdh|yg|dgn|tdk|gk|aman|tiap)\b/;
export const INDONESIAN_MIN = 2;

export const INDONESIAN_FOLDS: ReadonlyArray<Fold> = [
  // Swaddling ("bedong", Malay "bedung"), tight with the legs straight "so they grow straight".
  [/\b(?:dibedong|membedong|bedongan|bedong|dibedung|membedung|bedung)\b/g, 'swaddle'],
  [/\b(?:biar|supaya|agar) (?:kakinya|kaki) (?:lurus|tidak bengkok)\b/g, 'so the legs grow straight'],
  [/\b(?:kaki|kakinya)\b/g, 'legs'],
  [/\b(?:kencang|ketat)\b/g, 'tight'],
  // Milk: breast milk (ASI), formula (sufor, susu formula), colostrum, honey on the lips.
  [/\basi (?:saja|aja|eksklusif|ekslusif)\b/g, 'exclusive breastfeeding breast milk only'],
  [/\b(?:asi|air susu ibu)\b/g, 'breast milk'],
  [/\b(?:sufor|susu formula|sufo)\b/g, 'formula'],
  [/\bsusu\b/g, 'milk'],
  [/\b(?:kolostrum|colostrum)\b/g, 'colostrum'],
  [/\b(?:madu)\b/g, 'honey'],
  [/\b(?:oles|dioles|mengoles|olesin)\b/g, 'rub'],
  [/\b(?:bibir|bibirnya)\b/g, 'lips'],
  [/\b(?:kotor)\b/g, 'dirty'],
  [/\b(?:buang saja|buang aja|dibuang|buang)\b/g, 'throw away'],
  [/\b(?:menyusui|menyusu|nyusu|netek|neteki)\b/g, 'breastfeeding'],
  [/\b(?:keluar)\b/g, 'come in'],
  // Solid food early (MPASI): mashed banana, rice porridge, "still hungry".
  [/\b(?:mpasi|makanan pendamping)\b/g, 'solid food'],
  [/\b(?:pisang kerok|pisang)\b/g, 'mashed banana solid food'],
  [/\b(?:bubur nasi|bubur)\b/g, 'rice porridge solid food'],
  [/\b(?:tidak cukup|nggak cukup|gak cukup|kurang)\b/g, 'not enough'],
  [/\b(?:masih lapar|lapar)\b/g, 'hungry'],
  // Remedies and medicines: jamu, a cough and a cold (batuk pilek), medicine.
  [/\b(?:jamu)\b/g, 'herbal remedy'],
  [/\b(?:kunyit asam|kunyit)\b/g, 'turmeric'],
  [/\b(?:batuk pilek)\b/g, 'cough and cold'],
  [/\b(?:batuk)\b/g, 'cough'],
  [/\b(?:pilek|flu)\b/g, 'cold'],
  [/\b(?:obat|obatnya)\b/g, 'medicine'],
  [/\b(?:demam|panas tinggi)\b/g, 'fever'],
  [/\b(?:sakit kepala|pusing)\b/g, 'headache'],
  // Pregnancy: pregnant, birth, moving about, exercise.
  [/\b(?:ibu hamil|bumil|hamil)\b/g, 'pregnant'],
  [/\b(?:ibu|mama|emak)\b/g, 'mum'],
  [/\b(?:melahirkan|lahiran|persalinan|bersalin)\b/g, 'birth'],
  [
    /\b(?:jangan banyak gerak|tidak boleh banyak gerak|jangan bergerak)\b/g,
    'rest and not move, is exercise safe',
  ],
  [/\b(?:olahraga|olah raga|senam)\b/g, 'exercise'],
  [/\b(?:gerak|bergerak)\b/g, 'move'],
  [/\b(?:tendangan|menendang|nendang|gerakan janin)\b/g, 'baby movements kicks'],
  // Her mood far from home: sad, overthinking, alone, far from her husband and family.
  [/\b(?:sedih|sedihnya)\b/g, 'sad low mood'],
  [/\b(?:cemas|khawatir|takut)\b/g, 'anxious worried'],
  [
    /\b(?:bisa |boleh )?(?:cerita|curhat|ngobrol|bicara) (?:ke|sama|dengan|dgn) siapa\b/g,
    'who can i talk to',
  ],
  [/\b(?:sendirian|sendiri)\b/g, 'alone'],
  [/\b(?:kesepian)\b/g, 'lonely'],
  [/\b(?:jauh dari)\b/g, 'far from'],
  [/\b(?:suami)\b/g, 'husband'],
  [/\b(?:keluarga)\b/g, 'family'],
  [/\bapa ini normal\b|\bnormal (?:gak|ga|nggak|tidak)\b/g, 'is this normal'],
  // Time and who: weeks, months, baby, grandmother, mother-in-law.
  [/\b(\d+) minggu\b/g, '$1 weeks'],
  [/\b(\d+) bulan\b/g, '$1 months'],
  [/\b(\d+) hari\b/g, '$1 days'],
  [/\b(?:bayi|anak)\b/g, 'baby'],
  [/\b(?:bayi baru lahir)\b/g, 'newborn'],
  [/\b(?:nenek)\b/g, 'grandmother'],
  [/\b(?:ibu mertua|mertua)\b/g, 'mother in law'],
  [/\b(?:tidur)\b/g, 'sleep'],
  [/\b(?:selimut)\b/g, 'blanket'],
  [/\b(?:aman (?:ga|gak|nggak|tidak|kah)|apakah aman|aman)\b/g, 'is it safe'],
  [/\b(?:tiap hari|setiap hari)\b/g, 'every day'],
  [/\b(?:belum|blm)\b/g, 'not yet'],
  [/\b(?:sering|seringkali)\b/g, 'often'],
  [/\b(?:boleh|bisa)\b/g, 'can'],
  [/\b(?:apakah|apa)\b/g, 'is'],
  // Words that only join a sentence.
  [
    /\b(?:saya|aku|sama|sudah|udah|belum|bilang|kata|kasih|dan|yang|untuk|buat|aja|saja|lagi|kerja|tinggal|dong|kok|sih|deh|ya|itu|ini|tradisi|sedikit|ga|gak|nggak|ngga|tidak|tak|masih|banyak|di|ke|dari|sy|udh|sdh|yg|dgn|tdk|gk|dia|mau|harus|selalu|sekali|benar)\b/g,
    '',
  ],
];
