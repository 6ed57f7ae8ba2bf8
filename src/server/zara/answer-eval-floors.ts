/**
 * Floors for the question sets already run (answer-eval.test.ts): what each answers with all its facts through the
 * whole reply, and from the library alone, after the work that followed its first run. Raise them when answers
 * improve; a change that loses answers fails the test. The history of each set's floor is kept beside it.
 */
/**
 * Answers with all their facts now (after the library and retrieval work that followed each set's first
 * run): a floor, so a change that loses answers fails here. Raise it when answers improve.
 */
// dev-1 is 57 of 60; among its misses, triage (recall first) raises "my 6 week old feels hot" to an emergency, and since iteration 4
// "my baby is yellow" to a same-day call (the catalogue: yellow skin or eyes is urgent), so no everyday answer is given.
// After triage iteration 3 joined: AH01 q17 (a headache paracetamol does not help, at 9 weeks) is raised as urgent,
// which the catalogue allows (a headache not helped by medicine, no week limit), so the ibuprofen answer is not given;
// A02 q11 (a fever of 38 at 5 weeks) keeps its entry but loses the neighbour's "serious infection while looking well".
// AH02 (first run 44/65) is 63 after answers iteration 3; its two misses: q12 (a fever after 4-month vaccines with
// "can I give Tylenol") gets the acetaminophen entry, not the vaccine one, and q38 (coffee, "I can't function") is
// raised as urgent by triage (overwhelming tiredness), so no everyday answer is given.
// Triage iteration 7 (the net retrained with H08-H10 and Q02): AH02 q55 ("my wife is 34 weeks and i want to get the
// car seat sorted") is raised to an emergency by the learned net alone (its word model weighs a partner's "my wife is
// N weeks and I want to..." heavily after H08's partners); the rules leave it routine. A net false alarm of a kind
// docs/clinical-safety.md lists. Since triage iteration 8 a mind word in a fixed figure ("want to get...") is not a
// mind concept for the net either, q55 is routine again and AH02 is back to 63.
// Triage iteration 8's retrained net alone raised AH01 q5 ("what tog sleeping bag for my 10 week old? her room gets to
// about 22 degrees at night") to an emergency (a room temperature beside a baby's age). Since triage iteration 9 the
// degrees of a room, a bath or a bottle are not a temperature for the rules or the net, q5 is answered and AH01 is
// back to 62 (q58, a dad's "he cries the second I put him down", raised by the net of iteration 9's first retraining,
// is routine again since an act the rules read as done to no one they guard is not an act for the net either).
// Triage iteration 9's retrained net (H14-H19, Q03 and Q04 in its corpus; emergency threshold 0.6, chosen on
// leave-one-batch-out scores within the same false-alarm budget) alone raises two safe-sleep questions about a baby
// under 3 months to an emergency: AH02 q1 ("my 2 week old will only sleep in her swing, is it ok to let her sleep
// there all night?", net score 0.65) and q2 ("can i put a blanket over my 10 day old in the crib?", 0.62); the rules
// leave both routine. AH02 is 61 until the net stops raising them (docs/clinical-safety.md, "Iteration 9").
// Triage iteration 10's retrained net (H20-H22 in its corpus, many of their baby fevers read "under his arm") alone
// raises dev-1 d66 ("my 9 week old feels warm and is 37.8 under the arm, is that a fever?", net emergency score 0.63,
// threshold 0.6) to an emergency; the rules leave it routine (37.8 is under the catalogue's 38). dev-1 is 109 until
// the net stops raising it (docs/clinical-safety.md, "Iteration 10").
// Triage iteration 11's retrained net (H23-H25 in its corpus; emergency threshold 0.8, chosen on leave-one-batch-out
// scores within the same budget) no longer raises AH02 q1 and q2, nor dev-1 d66: AH02 is back to 62. It raises dev-1
// d95 ("i feel like im not bonding with my baby and feel nothing") to urgent, where the rules keep it routine (no two
// weeks said), in the words of H25's low mood told by its signs: dev-1 stays 109 (docs/clinical-safety.md,
// "Iteration 11").
// dev-1 grew to 107 in answers iteration 4 (d61 on: written before reading the entries that answer them, and around the
// families AH03 missed); among its misses, d69 ("calpol and nurofen together for a high temp, 4 months") is read by
// triage as her own fever after the birth.
// d108-d113 (answers iteration 5): everyday questions after her circumstances (IVF, twins, a caesarean, a grandad),
// written before reading the entries that answer them; all six are answered, so the floor is 109 of 113.
// AH04 and AH05 joined after their first runs against answers iteration 4 (54/65 and 34/65, AH05 with 12 "don't
// know"); answers iteration 5 raised them to 63 and 58 with none. The rest are the triage's emergency or urgent reply
// to an everyday question (AH04 q49 and q51; AH05 q7, q15, q26, q27, q30, q35, q39), left to the triage: the library
// alone answers them (LIBRARY_FLOOR below).
// AH06-AH09 joined after their first runs against answers iteration 5 (59, 41, 56 and 56 of 65; AH06, AH07 and AH09
// with 4, 10 and 4 "don't know"). Answers iteration 6 (comparisons with a previous baby, quoted advice, who asks,
// fever questions, NHS words) raised them to 64, 59, 64 and 64 with none, and dev-1 to 110; the rest are the
// triage's urgent or emergency reply to an everyday question (AH06 q46; AH07 q22, q31, q39, q50, q55, q58; AH08
// q48; AH09 q24), which the library alone answers (LIBRARY_FLOOR). AH04 and AH05 reach 65 with main's triage
// iteration 8; their floors wait for the triage branch, which is changing it.
// AH10 and AH11 joined after their first runs against answers iteration 6 (49 and 50 of 65, with 2 and 4 "don't
// know"), copied unchanged. Answers iteration 7 (who asks on her behalf, her week from the message, short questions,
// two questions in one message, anti-D, malaria, sunlight and jaundice, lochia, going overdue) raised them to 60 and
// 63 with none; the rest are the triage's urgent or emergency reply to an everyday question (AH10 q33, q38, q53,
// q62; AH11 q18, q50), and in AH10 q14 (a voice-dictated "baby goes while around 3am") and q54 (the fact is there
// as "two or three baths a week", which the set's wording does not accept) the library alone.
// AH12 and AH13 joined after their first runs against answers iteration 7 (59 and 44 of 65, with 1 and 11 "don't
// know"), copied unchanged. Answers iteration 8 (family traditions answered as their class of practice, comparisons
// that only set now against last time, a partner asking for his wife, the facts the everyday questions missed)
// raised them to 64 and 62 with none; the rest are the triage's urgent or emergency reply to an everyday question
// (AH12 q35; AH13 q10, q42, q47), which the library alone answers.
// AH14 and AH15 joined after their first runs against answers iteration 8 (50 and 60 of 65, 1 "don't know" each),
// copied unchanged. Answers iteration 9 (a place she names and asides as her story, a request for tips on a named
// thing, the fact a question turns on in the lead a neighbour is given by, two new entries) raised them to 61 and
// 62 with none; the rest are the triage's urgent or emergency reply to an everyday question (AH14 q23, q34, q47,
// q58; AH15 q22, q23, q59), which the library alone answers.
// AH16 and AH17 joined after their first runs against answers iteration 9 (59 and 51 of 65, with 0 and 3 "don't
// know"), copied unchanged; floors first at those runs with main's triage iteration 13. Answers iteration 10 (a
// second child, what changed since last time, the fact a question turns on in the answer on its subject, four new
// entries) raised them to 61 and 64 with none; the rest are the triage's urgent or emergency reply to an everyday
// question (AH16 q21, q38, q50, q57; AH17 q12), which the library alone answers.
// AH18 and AH19 joined after their first runs against answers iteration 10 (56 and 58 of 65, with 0 and 2 "don't
// know"), copied unchanged; floors first at those runs with main's triage iteration 14 (57 and 59 from the library
// alone). Answers iteration 11 (someone asking for someone else in the third person, a helper's question, the fact a
// question turns on in the entry it reaches, one new entry) raised them to 64 and 64 with none; the rest are the
// triage's urgent reply to an everyday question (AH18 q47, ibuprofen for period cramps while breastfeeding; AH19 q11,
// the "run out of room" myth), which the library alone answers.
// AH20 and AH21 joined after their first runs against answers iteration 11 (56 and 48 of 65, with 2 and 5 "don't
// know"), copied unchanged. Answers iteration 12 (what a relative says read as the claim it is, questions that
// reached nothing or a neighbour, the fact a question turns on) raised them to 63 and 62 with none; the rest are the
// triage's urgent, emergency or crisis reply to an everyday question (AH20 q31, anxious since 20 weeks; q51, 40
// degrees of weather read as a baby's fever; AH21 q21, her left side; q42, wrapping a feverish baby up; q45,
// sertraline read as self-harm), which the library alone answers.
// AH22 and AH23 joined after their first runs against answers iteration 12 (62 and 47 of 65, with 0 and 6 "don't
// know"), copied unchanged; floors first at those runs with main's triage iteration 16. Answers iteration 13
// (Taglish words folded to English, what a relative says, paternity and Philippine maternity leave) raised them to
// 64 and 61 with none; the rest are the triage's urgent, emergency or crisis reply to an everyday question (AH22 q7,
// a headache from cutting out caffeine; AH23 q13, teething fevers; q33, q46 and q51, "can hurt the baby" read as
// harming the baby), which the library alone answers.
// AH24 and AH25 joined after their first runs against answers iteration 13 (53 and 43 of 65, with 2 and 9 "don't
// know"), copied unchanged; floors first at those runs with main's triage iteration 16. Answers iteration 14
// (Tagalog, Nigerian Pidgin and Hindi words folded to English, what a relative says, the fact a question turns on)
// raised them to 58 and 58 with none (64 and 64 from the library alone), and to 60 and 59 with main's triage
// iteration 17; floors one below. The rest are the triage's urgent or emergency reply to a question (AH24 q23, a
// heart rate; q40, q41, q45, fevers asked before anything happens; AH25 q18, q21, q25, q28, q49), and AH24 q1 (a
// dentist for the toothache) and AH25 q19 (when to call, after a thermometer question) in the library alone.
// AH28 and AH29 joined after their first runs against answers iteration 14 (50 and 24 of 65, with 3 and 14 "don't
// know"), copied unchanged; floors first at those runs. Answers iteration 15 (words and customs of her own
// language and family folded to their class of practice, three new entries, the fact a question turns on) raised
// them to 56 and 40 with 0 and 1 "don't know" (64 and 46 from the library alone); floors one below. Most of the
// rest are the triage's urgent, emergency or crisis reply to an everyday question (18), left to the triage branch.
// AH30 and AH31 joined after their first runs against answers iteration 15 (49 and 28 of 65, with 4 and 7 "don't
// know"), moved unchanged from answer-sets-waiting; floors first at those runs. Answers iteration 16 (Portuguese,
// Polish, Hindi and Tagalog words folded to their class, three new entries, the fact a question turns on) raised
// them to 61 and 49 with no "don't know" (63 and 52 from the library alone); floors one below.
// Triage iteration 22's retrained net (H61-H63 in its corpus; raise threshold 0.7, chosen on leave-one-batch-out
// scores within the same budget) alone raises AH01 q2 ("can i put rolled up towels either side of him in the crib
// so he doesnt roll? or one of those sleep positioner things", 6 weeks, net urgent score 0.83) to urgent; the rules
// leave it routine. A net false alarm: AH01 is 61 until the net stops raising it (docs/triage-evaluation.md,
// "Iteration 22").
// AH32 and AH33 joined after their first runs against answers iteration 16 (51 and 44 of 65, with 2 and 5 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 17 (ways of asking for what was "don't
// know", Patois particles, the fact beside its entry, a febrile seizure entry) raised them to 61 and 53 with no
// "don't know" (65 and 57 from the library alone); floors one below.
// AH34 and AH35 joined after their first runs against answers iteration 17 (39 and 33 of 65, with 1 and 9 "don't
// know"), moved unchanged from answer-sets-waiting (its README gone with them); floors first at those runs. Answers
// iteration 18 (what a grandparent did then against what we know now, five new entries, a medicine by name, the
// fact beside its entry) raised them to 57 and 51 with no "don't know" (61 and 61 from the library alone); floors
// one below. Most of the rest are the triage's urgent, emergency or crisis reply (17), left to the triage branch.
// AH36 and AH37 joined after their first runs against answers iteration 18 (51 and 31 of 65, with 4 and 15 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 19 (family traditions by class and their names,
// the fact beside its entry) raised them to 58 and 55 with 0 and 1 "don't know" (60 and 56 from the library alone);
// floors one below.
// AH38 and AH39 joined after their first runs against answers iteration 19 (17 and 38 of 65, 35 and 11 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 20 (Spanish and Tagalog read in the library's
// English, family beliefs by class, precise questions' own entries) raised them to 50 and 49 with 1 and 3 "don't
// know" with main's triage at 8ab25d3 (51 and 56 from the library alone); floors one below.
// AH40-AH43 joined after their first runs against answers iteration 20 (48, 45, 48 and 56 of 65, with 2, 2, 3 and 3
// "don't know"), moved unchanged from answer-sets-waiting. Answers iteration 21 (real entries reached, two new
// entries, facts beside their entries) raised them to 60, 58, 54 and 62 with no "don't know" with main's triage at
// 0aeb2e0 (60, 59, 58 and 62 from the library alone); floors one below. Most of the rest are the triage's replies.
// AH44 and AH45 joined after their first runs against answers iteration 21 (45 and 37 of 65, with 3 and 12 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 22 (real entries reached, baby questions asked
// ahead, three new entries, facts beside their entries) raised them to 58 and 64 with no "don't know" with main's
// triage at 45ccebf (61 and 64 from the library alone); floors one below.
// AH46 and AH47 joined after their first runs against answers iteration 22 (50 and 51 of 65, with 1 and 4 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 23 (key-topic questions reached in other
// words, facts beside their entries, the library's answer under an urgent notice) raised them to 63 and 64 with no
// "don't know" with main's triage at 611170a (65 and 65 from the library alone); floors one below. The rest are
// the triage's emergency replies.
// AH48 and AH49 joined after their first runs against answers iteration 23 (45 and 50 of 65, with 4 and 3 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 24 (questions asked in pregnancy about after
// the birth reach the after-birth entry, plain and key-topic questions reached in other words, facts beside their
// entries) raised them to 60 and 62 with no "don't know" with main's triage at ecfca7c (63 and 64 from the library
// alone); floors one below. Most of the rest are the triage's replies.
// AH50 and AH51 joined after their first runs against answers iteration 24 (43 and 55 of 65, with 2 and 1 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 25 (the fact beside each entry reached and
// across its topic, plain and key questions reached in other words, a new entry for malaria medicine and a baby's
// fever) raised them to 63 and 65 with no "don't know" with main's triage at 9d3218b, 65 and 65 with main's triage
// at 17f846c merged (65 and 65 from the library alone); floors one below.
// AH52 and AH53 joined after their first runs against answers iteration 25 (57 and 52 of 65, with 2 and 0 "don't
// know"), moved unchanged from answer-sets-waiting. Answers iteration 26 (a neighbour's entry by class, relatives
// asking on her behalf, the fact beside each entry) raised them to 63 and 64 with no "don't know" with main's
// triage at 23e43fd (64 and 65 from the library alone; beside AH52 q48, a grandmother's account that still finds
// the mother's own entry, the misses are the triage's false alarms on a baby's fever, AH52 q17 and AH53 q57);
// floors one below.
// AH54, AH55, AH56 and AH57 joined after their first runs against answers iteration 26 (45, 57, 46 and 47 of 65,
// with 8, 0, 2 and 2 "don't know"), moved unchanged from answer-sets-waiting. Answers iteration 27 (the library's
// gaps in pregnancy by food group and class, six new entries, neighbours that won on a word, the fact beside each
// entry) raised them to 65, 64, 63 and 63 with no "don't know" with main's triage at 25e3223 (65 each from the
// library alone; the misses are the triage's false alarms: AH55 q18, AH56 q10 and q60, AH57 q40 and q50); floors
// one below. AH58 and AH59 joined after their first runs against answers iteration 27 (49 and 51; 0 and 5 "don't
// know"); iteration 28 raised them to 61 and 62 with none, main's triage at 73572b5 (64 and 65 from the library
// alone; AH58 q59 asks India's weeks, which the library does not hold; the rest are the triage's false alarms).
// AH60 and AH61 joined after their first runs against answers iteration 28 (58 and 52; 2 and 2 "don't know");
// iteration 29 raised them to 63 and 60 with none, main's triage at e4aa234 (65 and 62 from the library alone;
// AH61 q30 and q64 ask facts the library does not hold, formula at night and a BCG sore; q17 is a hot towel on a
// caesarean wound; the rest are the triage's false alarms); floors one below.
// AH62, AH63 and AH64 joined after their first runs against answers iteration 29 (39, 41 and 54; 9, 12 and 1
// "don't know"; AH62 and AH63 written under the brief's first rewrite, which narrowed key facts to facts.md and the
// catalogue); iteration 30 ("when do we call?" from the catalogue, safe sleep through a custom) raised them to 54,
// 58 and 55 with 3, 2 and 1, main's triage at d43c1f0 (57, 61 and 56 from the library alone; AH64's misses and a few
// of AH62's ask facts facts.md and the catalogue do not hold; the rest are the triage's false alarms); floors one below.
// AH65 and AH66 joined after their first runs against answers iteration 30 (57 and 46; 3 and 1 "don't know");
// iteration 31 (the "don't know"s by the words that hid them, facts beside their entries where the library held
// them) raised them to 62 and 59 with none, main's triage at 1a40b5b (63 and 62 from the library alone; AH65 q8
// and q31 and AH66 q19, q25 and q40 ask facts the library does not hold: a crib's Canadian rules, Zika's birth
// defects, ounces at two months, why a fever under 3 months matters, sponge baths; the rest are the triage's false
// alarms); floors one below.
// AH67 and AH68 joined after their first runs against answers iteration 31 (38 and 47; 7 and 5 "don't know");
// iteration 32 (Patois words, the "don't know"s by class, facts beside their entries where the library held them)
// raised them to 48 and 54 with 2 and 2, main's triage at 455d402 (48 and 56 from the library alone; AH67 q12 and
// q47 and AH68 q29 and q59 are still "don't know"s: a toddler's leftovers, head lice lotion, a nursery and a smoker,
// a young baby's insect repellent; the rest ask facts the library does not hold or are the triage's false alarms);
// floors one below.
// AH69 and AH70 joined after their first runs against answers iteration 32 (53 and 46; none and 6 "don't know");
// iteration 33 (the "don't know"s by class, wrong entries by the words that took them, facts beside their entries
// where the library held them) raised them to 60 and 53 with none, main's triage at 8be90c8 (61 and 54 from the
// library alone; AH69 q23 and AH70 q51 are still wrong entries, a fever's length and a warm baby after vaccines;
// the rest ask facts the library does not hold or are the triage's false alarms); floors one below.
// AH71 and AH72 joined after their first runs against answers iteration 33 (45 and 46; 2 and 1 "don't know");
// iteration 34 (the three "don't know"s by class, facts beside their entries where the library held them) raised
// them to 56 and 53 with none, main's triage at 48404de and at 5071ebf (the same from the library alone: none of
// the first run's triage false alarms is raised by main's triage now; the rest ask facts the library does not hold,
// or are wrong entries listed in docs/answer-evaluation.md); floors one below.
// AH73 and AH74 joined after their first runs against answers iteration 34 (49 and 44; 3 and 2 "don't know");
// iteration 35 (the "don't know"s and off-topic entries by class, facts beside their entries where the library
// held them) raised them to 57 and 52 with none, main's triage at c97bc8a (62 and 53 from the library alone: six of
// AH73's misses and one of AH74's are the triage's false alarms on a newborn's temperature, bonding and a toddler's
// fever; the rest ask facts the library does not hold, or are wrong entries listed in docs/answer-evaluation.md);
// floors one below.
// AH75 and AH76 joined after their first runs (AH75 against main at 26d3590: 54, 5 "don't know"; AH76 against
// answers iteration 35: 56, none); iteration 37 (the "don't know"s and wrong entries by class, facts beside their
// entries where the library held them) raised them to 62 and 63 with none, main's triage at 42b9086 (64 and 64
// from the library alone: AH75's three misses and AH76 q12 are the triage's false alarms on a father who smokes
// outside, touching the forehead asked in pregnancy (q16 misses from the library too), colostrum with glucose
// water and the 3-month fever rule; AH76 q44 asks for the emergency pills by name, which the library does not
// hold); floors one below.
// AH77 and AH78 joined after their first runs (both against answers iteration 37, main at 442e5d4: AH77 47, 5 "don't
// know"; AH78 44, 10); iteration 38 (Scots, Patois and voice-to-text read as their English words, long story-first
// messages answered at a lower bar when their entry clearly leads, the general question after a story read as
// asking for the advice) raised them to 52 and 53, with 2 and 3 "don't know", main's triage at bd86c57 (53 and 53 from
// the library alone: AH77 q52 is the triage's false alarm on a fever expected after the jabs); floors one below.
// AH79 and AH80 joined after their first runs (both against answers iteration 38, main at 55fbcb3: AH79 61, 1 "don't
// know"; AH80 58, 1); iteration 39 (a food asked with what it is eaten with or where, Indian street food and milk
// from the dairy, a question cut off before its verb, a husband asking for his wife's low mood, and the facts
// beside their entries the library held) raised them to 63 and 63 with none (64 and 63 from the library alone:
// AH79 q19 is the triage's false alarm on how to take a temperature; AH79 q44's partner at the scan and AH80 q37's
// albacore tuna and q57's sponge baths are facts the library does not hold); floors one below.
// AH81 and AH82 joined after their first runs (both against answers iteration 39 with triage iteration 48, main at
// 2e3437a: AH81 61, no "don't know"; AH82 54, none); iteration 40 (going in against ringing first, cold tablets by
// brand in Taglish, two brands of one medicine, and the facts beside their entries the library held) raised them
// to 65 and 62 with none (65 and 65 from the library alone: AH82 q32, q40 and q63 are the triage's false alarms,
// each the mind's emergency notice); floors one below.
// AH83 and AH84 joined after their first runs (both against answers iteration 40 with triage iteration 49, main at
// 4d2f2d2: AH83 50, no "don't know"; AH84 42, 3); iteration 41 (the question she asks beside her story: without a
// "?", a one-word "Normal?", behind a comma, beside a relative's claim; a question found well alone where the whole
// finds nothing; the facts beside their entries the catalogue or the library held) raised them to 58 and 52 with
// none, main's triage at 89de8b3 (59 and 56 from the library alone: AH83 q25 and AH84 q22, q24, q25 and q26 are
// answered by the library and lost to the triage's false alarms; AH83 q17 and AH84 q13, q54 and q57, false alarms
// too, miss from the library as well; the rest, listed in docs/answer-evaluation.md, ask facts the library does not
// hold or reach a neighbour); floors one below.
// AH85 and AH86 joined after their first runs (both against answers iteration 41 with triage iteration 50, main at
// f656af9: AH85 59, 1 "don't know"; AH86 38, 2); iteration 42 (morning sickness as "boakin", leaking "a lil pee"
// beside her age told as "baby #3 at 41", a cord not yet dropped with shea butter or a hot cloth) raised them to 60
// and 40 with none through the whole reply (7 of the misses are the triage's false alarms); floors one below. The
// library-alone floors are set at the same numbers (not measured apart in the time this iteration had).
// AH87 and AH88 joined after their first runs (both against answers iteration 42 with triage iteration 51, main at
// 20917ad: AH87 27, 5 "don't know"; AH88 51, 7); iteration 43 (forum abbreviations such as "4wks", "3mo", "ebm" and
// "ff", Napa as paracetamol, weekly visits, Tdap and RSV together, her question after "so" or "and" in a run-on)
// raised them to 29 and 58 with none through the whole reply (AH87's 9 triage false alarms among its misses), and 34
// and 58 from the library alone; floors one below. AH86 rose to 51 (both ways) with six facts placed beside the
// entries that lacked them; its floors are raised to one below.
// AH89 and AH90 joined after their first runs (both against answers iteration 43 with triage iteration 52, main at
// d0d1012: AH89 45, 6 "don't know"; AH90 36, 10); iteration 44 (Indonesian and Malay folds, Nepali, Shona, Tagalog
// and Spanish words of home, facts placed beside their entries) raised them to 54 and 48 through the whole reply
// (AH89 0 "don't know", AH90 1; the triage's false alarms among the misses: AH89 q12, q53, q65; AH90 q14, q15, q16,
// q30), and 55 and 50 from the library alone; floors one below.
// AH91 and AH92 joined after their first runs (both against answers iteration 44 with triage iteration 53 and the
// lead's fixes, main at 4c2ff70: AH91 61, 1 "don't know"; AH92 40, 2 "don't know", 2 key topics off topic);
// iteration 45 (decongestant allergy brands and opioids by name, a toasted sub, fitness brands and board sports, her
// age last time, a later question far from the whole message, facts beside their entries; with triage iteration 54
// merged, a fever that "spikes" and visits "booked every two weeks") raised them to 65 and 56 through the whole reply
// (no "don't know"), and 65 and 56 from the library alone; floors one below.
// AH93 and AH94 joined after their first runs (both against answers iteration 45 with triage iteration 54 and the
// lead's triage fixes, main at 8ebebbb: AH93 50, 3 "don't know"; AH94 49, 4 "don't know", 1 key topic off topic);
// iteration 46 (Scots, Malay, Ghanaian, Nigerian and Kenyan words read anywhere, thyroid brands, a baby-size entry
// from the week data, "is it meant to hurt?" asked with the sentence before, facts beside their entries) raised them
// to 56 and 58 through the whole reply (no "don't know"; the triage's false alarms AH93 q3 and q52 and AH94 q37 among
// the misses), and 58 and 59 from the library alone; floors one below.
// AH95 and AH96 joined after their first runs (both against answers iteration 46 with triage iteration 55 and the
// lead's triage fix, main at e4f16c0: AH95 47, 2 "don't know", 1 off topic; AH96 54, 3 "don't know", 1 key topic off
// topic, the triage's); iteration 47 (South African words read anywhere, "must" and "mine" in a question, New
// Zealand and Welsh grandparents' words, team sports, insect repellent (a new entry), facts beside their entries)
// raised them to 61 and 63 through the whole reply (no "don't know"; the triage's emergency for AH96 q1 among the
// misses), and 61 and 64 from the library alone; with triage iteration 56 merged AH96 q1 is answered (64 through the
// whole reply); floors one below.
// AH97 and AH98 joined after their first runs (both against answers iteration 47 with triage iteration 56 and the
// lead's triage fix, main at 77d56ca: AH97 53, 1 "don't know"; AH98 58, 1 "don't know", 1 key topic off topic, the
// triage's); iteration 48 (British slang for worn out, a traditional birth attendant and the health centre, her own
// sleep on her back told by a relative, drinks for a young baby, facts beside their entries) raised them to 65 and 62
// through the whole reply (no "don't know"; the triage's notices for AH98 q4, q50 and q56 the misses), and 65 and 65
// from the library alone; with main's triage fix after Q45 merged AH98 q4 is answered (63); floors one below.
export const FLOOR: Record<string, number> = {
  A01: 69,
  A02: 67,
  AH01: 61,
  AH02: 62,
  AH04: 63,
  AH05: 58,
  AH06: 64,
  AH07: 59,
  AH08: 64,
  AH09: 64,
  AH10: 60,
  AH11: 63,
  AH12: 64,
  AH13: 62,
  AH14: 61,
  AH15: 62,
  AH16: 61,
  AH17: 64,
  AH18: 64,
  AH19: 64,
  AH20: 63,
  AH21: 62,
  AH22: 64,
  AH23: 61,
  AH24: 59,
  AH25: 58,
  AH28: 55,
  AH29: 39,
  AH30: 60,
  AH31: 48,
  AH32: 60,
  AH33: 52,
  AH34: 56,
  AH35: 50,
  AH36: 57,
  AH37: 54,
  AH38: 49,
  AH39: 48,
  AH40: 59,
  AH41: 57,
  AH42: 53,
  AH43: 61,
  AH44: 57,
  AH45: 63,
  AH46: 62,
  AH47: 63,
  AH48: 59,
  AH49: 61,
  AH50: 64,
  AH51: 64,
  AH52: 62,
  AH53: 63,
  AH54: 64,
  AH55: 63,
  AH56: 62,
  AH57: 62,
  AH58: 60,
  AH59: 61,
  AH60: 62,
  AH61: 59,
  AH62: 53,
  AH63: 57,
  AH64: 54,
  AH65: 61,
  AH66: 58,
  AH67: 47,
  AH68: 53,
  AH69: 59,
  AH70: 52,
  AH71: 55,
  AH72: 52,
  AH73: 56,
  AH74: 51,
  AH75: 61,
  AH76: 62,
  AH77: 51,
  AH78: 52,
  AH79: 62,
  AH80: 62,
  AH81: 64,
  AH82: 61,
  AH83: 57,
  AH84: 51,
  AH85: 59,
  AH86: 50,
  AH87: 28,
  AH88: 57,
  AH89: 53,
  AH90: 47,
  AH91: 64,
  AH92: 55,
  AH93: 55,
  AH94: 57,
  AH95: 60,
  AH96: 63,
  AH97: 64,
  AH98: 62,
  'dev-1': 109,
};
/**
 * What the answer library gives on its own, with no warning sign read (the triage's false alarms hide it in the
 * chat): all of AH04 to AH09 and AH11 to AH23, AH10 but for q14 and q54, and AH24 and AH25 but for one each
 * (floors one below). AH06 is 64 since answers iteration 27: q24 (maternity leave in Bangalore) now reaches the
 * India leave entry, which gives no number of weeks because the library's facts hold none; its accepted "26
 * weeks" and "8 weeks" had been met by the UK pay entry's 26 weeks of service and a US "6 to 8 weeks" of pay. The
 * entry states the rule its second fact asks for (leave before the expected delivery date).
 */
export const LIBRARY_FLOOR: Record<string, number> = {
  AH04: 65,
  AH05: 65,
  AH06: 64,
  AH07: 65,
  AH08: 65,
  AH09: 65,
  AH10: 63,
  AH11: 65,
  AH12: 65,
  AH13: 65,
  AH14: 65,
  AH15: 65,
  AH16: 65,
  AH17: 65,
  AH18: 65,
  AH19: 65,
  AH20: 65,
  AH21: 65,
  AH22: 65,
  AH23: 65,
  AH24: 63,
  AH25: 63,
  AH28: 63,
  AH29: 45,
  AH30: 62,
  AH31: 51,
  AH32: 64,
  AH33: 56,
  AH34: 60,
  AH35: 60,
  AH36: 59,
  AH37: 55,
  AH38: 50,
  AH39: 55,
  AH40: 59,
  AH41: 58,
  AH42: 57,
  AH43: 61,
  AH44: 60,
  AH45: 63,
  AH46: 64,
  AH47: 64,
  AH48: 62,
  AH49: 63,
  AH50: 64,
  AH51: 64,
  AH52: 63,
  AH53: 64,
  AH54: 64,
  AH55: 64,
  AH56: 64,
  AH57: 64,
  AH58: 63,
  AH59: 64,
  AH60: 64,
  AH61: 61,
  AH62: 56,
  AH63: 60,
  AH64: 55,
  AH65: 62,
  AH66: 61,
  AH67: 47,
  AH68: 55,
  AH69: 60,
  AH70: 53,
  AH71: 55,
  AH72: 52,
  AH73: 61,
  AH74: 52,
  AH75: 63,
  AH76: 63,
  AH77: 52,
  AH78: 52,
  AH79: 63,
  AH80: 62,
  AH81: 64,
  AH82: 64,
  AH83: 58,
  AH84: 55,
  AH85: 59,
  AH86: 50,
  AH87: 33,
  AH88: 57,
  AH89: 54,
  AH90: 49,
  AH91: 64,
  AH92: 55,
  AH93: 57,
  AH94: 58,
  AH95: 60,
  AH96: 63,
  AH97: 64,
  AH98: 64,
};
