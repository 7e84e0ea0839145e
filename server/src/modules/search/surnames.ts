/*
 * Data, not words to translate: the spellings of Bengali surnames, Bengali script among them, that
 * search folds together (decision 0048). The only file of the server's code besides
 * server/src/i18n/bn.ts that holds Bengali (server/src/i18n/words.test.ts knows why).
 */

/**
 * Bengali surnames and their anglicised spellings: a query for one finds the others. Each group
 * is the spellings of one name, Bengali script included (folded like everything else).
 */
export const SURNAMES: readonly (readonly string[])[] = [
  ['Banerjee', 'Banerji', 'Bandyopadhyay', 'Bandopadhyay', 'Bandyopadhyaya', 'বন্দ্যোপাধ্যায়', 'ব্যানার্জী', 'ব্যানার্জি'],
  ['Chatterjee', 'Chatterji', 'Chattopadhyay', 'Chattopadhyaya', 'চট্টোপাধ্যায়', 'চ্যাটার্জী', 'চ্যাটার্জি'],
  ['Mukherjee', 'Mukherji', 'Mukhopadhyay', 'Mukhopadhyaya', 'মুখোপাধ্যায়', 'মুখার্জী', 'মুখার্জি'],
  ['Ganguly', 'Ganguli', 'Gangopadhyay', 'Gangopadhyaya', 'গঙ্গোপাধ্যায়', 'গাঙ্গুলী', 'গাঙ্গুলি'],
  ['Bhattacharya', 'Bhattacharjee', 'Bhattacharyya', 'Bhattacharji', 'ভট্টাচার্য', 'ভট্টাচার্য্য', 'ভট্টাচার্যি'],
  ['Chakraborty', 'Chakravarty', 'Chakrabarti', 'Chakravarti', 'চক্রবর্তী'],
  ['Sengupta', 'Sen Gupta', 'সেনগুপ্ত'],
  ['Dasgupta', 'Das Gupta', 'দাশগুপ্ত'],
  ['Ghosh', 'Ghose', 'ঘোষ'],
  ['Bose', 'Basu', 'বসু'],
  ['Dutta', 'Datta', 'দত্ত'],
  ['Roy', 'Ray', 'Rai', 'রায়'],
  ['Mitra', 'Mitter', 'মিত্র'],
  ['Sarkar', 'Sircar', 'সরকার'],
  ['Majumdar', 'Mazumdar', 'Mazumder', 'মজুমদার'],
];
