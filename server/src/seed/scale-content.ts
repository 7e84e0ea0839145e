/**
 * What the scale seeder (scale.ts) cannot take from faker: the West Bengal towns alumni live
 * in, with their PIN codes (faker's en_IN cities and PIN codes are India-wide), and the portal's
 * own English (faker's lorem is Latin): story, event and message sentences, hobbies, and the
 * story categories the web app suggests (web/src/features/stories/components/story-form.tsx).
 * Names, companies, job titles, streets and other cities come from faker (scale.ts); the
 * benchmark's name mix and skills from bench/population.ts.
 */

/** [town, PIN code]: where alumni live, and where events and jobs are. */
export const WEST_BENGAL_TOWNS = [
  ['Kolkata', '700019'],
  ['Salt Lake', '700091'],
  ['New Town', '700156'],
  ['Howrah', '711101'],
  ['Durgapur', '713201'],
  ['Asansol', '713301'],
  ['Siliguri', '734001'],
  ['Kalyani', '741235'],
  ['Kharagpur', '721301'],
  ['Haldia', '721607'],
  ['Bardhaman', '713101'],
  ['Malda', '732101'],
  ['Jalpaiguri', '735101'],
  ['Krishnanagar', '741101'],
  ['Bankura', '722101'],
  ['Purulia', '723101'],
  ['Barasat', '700124'],
  ['Hooghly', '712103'],
  ['Medinipur', '721101'],
  ['Cooch Behar', '736101'],
] as const;

export const HOBBIES = [
  'Rabindra Sangeet',
  'Football',
  'Cricket',
  'Photography',
  'Travel',
  'Reading',
  'Chess',
  'Painting',
  'Trekking',
  'Cooking',
  'Quizzing',
  'Theatre',
  'Table Tennis',
  'Badminton',
  'Gardening',
  'Recitation',
] as const;

export const STORY_CATEGORIES = [
  'Career',
  'Entrepreneurship',
  'Achievement',
  'Campus memories',
  'Research',
  'Community service',
] as const;

export const VENTURES = [
  'solar micro-grid',
  'rural broadband co-operative',
  'farm-to-market app',
  'low-cost water filter',
  'coding school for girls',
  'e-rickshaw workshop',
  'handloom marketplace',
  'telemedicine kiosk',
] as const;

export const CAMPUS_MEMORIES = [
  'the winter we rebuilt the workshop lathe',
  'canteen adda before the semester exams',
  'our first robotics fest',
  'the night the hostel lights went out',
  'Saraswati Puja in the main hall',
  'Durga Puja at the hostel, and the pandal we built',
  'cycling to college through the monsoon',
  'the final-year project that almost failed',
  'the inter-college football final',
] as const;

export const RESEARCH_TOPICS = [
  'reading old Bengali manuscripts with machine learning',
  'cheaper arsenic filters for groundwater',
  'flood forecasting for the Damodar basin',
  'fly-ash bricks that pass the monsoon test',
  'low-power sensors for tea gardens',
  'recycling jute waste into composites',
] as const;

export const STORY_OPENINGS = [
  'When I left college I had a final-year project, a borrowed laptop and very little idea of what came next.',
  'It started with a WhatsApp group of batchmates and one question nobody could answer.',
  'Nobody in my family had worked in industry before, so every step felt like a guess.',
  'The idea came to us over tea at the canteen, the way most good ideas in college did.',
  'I still remember the first time I walked through the college gate, unsure whether engineering was for me.',
  'Ten years ago this would have sounded impossible to me.',
] as const;

export const STORY_MIDDLES = [
  'The habits I owe to our lab instructors (write it down, measure twice, ask the stupid question early) still carry most of my work.',
  'The first year was hard: long hours, a tiny team and a budget that never stretched far enough.',
  'What helped most was other alumni who answered a message from a stranger and gave an hour of their time.',
  'We failed twice before anything worked, and each failure taught us more than the syllabus did.',
  'Today the team is twelve people, most of them from colleges in West Bengal.',
  'The work took us to villages and factories I had only seen on maps.',
] as const;

export const STORY_CLOSINGS = [
  'If you are a final-year student wondering whether to take the leap: take it, and write to me if you want to talk.',
  'We are looking for alumni volunteers; send me a message through the portal.',
  'I owe a great deal to my teachers and batchmates, and this is my small way of saying thank you.',
  'If this story is useful to one junior, it was worth writing.',
  'See you at the next alumni meet.',
] as const;

export const EVENT_TOPICS = [
  'careers in VLSI and chip design',
  'preparing for GATE while working',
  'starting up in Kolkata',
  'higher studies abroad',
  'sustainable construction',
  'data science in manufacturing',
  'public sector careers',
  'mentoring final-year students',
] as const;

export const VENUES = [
  'Science City Auditorium, Kolkata',
  'Rabindra Sadan, Kolkata',
  'Biswa Bangla Convention Centre, New Town',
  'Main Auditorium, Kalyani',
  'Seminar Hall, Durgapur',
  'Dinabandhu Mancha, Siliguri',
  'Town Hall, Howrah',
  'Conference Room, Salt Lake Sector V',
] as const;

export const EVENT_PARAGRAPHS = [
  'Alumni of every batch are welcome; bring your family and your old photographs.',
  'The session ends with questions from the audience, so come with yours.',
  'Seats are limited: please register early through the link below.',
  'Final-year students of our colleges are especially welcome.',
  'Tea and snacks will be served after the programme.',
] as const;

export const JOB_TEAMS = ['platform', 'design', 'operations', 'analytics', 'projects', 'research', 'quality'] as const;

export const MESSAGE_PHRASES = [
  'Hi! Are you from the same batch as my elder brother?',
  'Dada, could you refer me for the opening at your company?',
  'Thanks a lot for the referral!',
  'Are you coming to the alumni meet in Kolkata?',
  'Sure, let us catch up over coffee at College Street.',
  'Can you share the slides from the webinar?',
  'Congratulations on the new role!',
  'I read your story on the portal; how can I help?',
  'Happy Bijoya! Hope all is well at home.',
  'Shubho Noboborsho to you and your family!',
  'Is the internship still open?',
  'I will send you my CV tonight.',
  'Do you know anyone hiring VLSI engineers in Bengaluru?',
  'Let us plan the batch reunion for December.',
  'Call me when you are free this weekend.',
  'Which professor guided your final-year project?',
  'Good luck for the interview tomorrow!',
  'The mentorship session was really helpful, thank you.',
  'Are you still living in Salt Lake?',
  'We are starting a Durgapur chapter; would you like to join?',
  'Yes, I remember you from the robotics club!',
  'The application deadline is Friday.',
  'Let me check with my manager and get back to you.',
  'Please fill in the form for the reunion when you get a moment.',
] as const;

/**
 * Stories written in Bengali (the share is the population's `bengaliStoryPercent`): titles that
 * name the puja and the surnames of bench/population.ts in Bengali script, so a search in either
 * script finds them (decision 0048). Each title goes with any body.
 */
export const BENGALI_STORIES = [
  {
    title: 'দুর্গা পূজা: কলকাতায় প্রাক্তনীদের মিলনমেলা',
    body: 'কলেজের দিনগুলো আজও মনে পড়ে। পূজার ছুটিতে আমরা সবাই মিলে হোস্টেলের প্যান্ডেল সাজাতাম, আর অষ্টমীর রাতে কেউ ঘুমোত না।',
  },
  {
    title: 'চট্টোপাধ্যায় স্যারের ক্লাসের স্মৃতি',
    body: 'প্রথম চাকরির ইন্টারভিউয়ের আগের রাতে স্যার নিজে আমাদের পড়িয়েছিলেন। সেই রাতের কথা আমরা কেউ ভুলিনি।',
  },
  {
    title: 'বন্দ্যোপাধ্যায় ম্যাডামের ল্যাবে প্রথম দিন',
    body: 'প্রাক্তনীদের সাহায্যে আমরা নতুন ল্যাব তৈরি করেছি। যাঁরা পাশে ছিলেন, সবাইকে ধন্যবাদ।',
  },
  {
    title: 'মুখোপাধ্যায় পরিবারের স্টার্টআপ: শিলিগুড়ি থেকে বেঙ্গালুরু',
    body: 'ছোট একটা ঘরে দুটো ল্যাপটপ নিয়ে শুরু। আজ আমাদের দলে চল্লিশ জন, তার অর্ধেক এই কলেজেরই প্রাক্তনী।',
  },
  {
    title: 'গঙ্গোপাধ্যায় ও বন্ধুরা: পুরনো ক্যাম্পাসে ফেরা',
    body: 'কুড়ি বছর পরে ক্যান্টিনের সেই চায়ের দোকানে আবার বসলাম। দুর্গা পূজার গল্প, পরীক্ষার গল্প, সব ফিরে এল।',
  },
  {
    title: 'হোস্টেলের দুর্গা পূজা',
    body: 'পঞ্চমী থেকে দশমী, পাঁচ দিন ধরে আমরা পড়াশোনা ভুলে থাকতাম। সেই আনন্দ আজও খুঁজে বেড়াই।',
  },
] as const;
