/**
 * Demo stories and events for a fresh database. `author` is an index into the demo alumni;
 * event dates are days from the day of seeding, so most stay upcoming for a while.
 */
export const DEMO_STORIES = [
  {
    author: 0,
    daysAgo: 3,
    category: 'Career',
    title: 'From the KGEC labs to a chip design team in Bengaluru',
    content:
      'When I left Kalyani in 2016 I had a final-year project on FPGA timing and very little idea of what came next.\n\nEight years on I lead a verification team of twelve. The habits I owe to our lab instructors (write it down, measure twice, ask the stupid question early) still carry most of my work.\n\nIf you are a final-year student wondering whether hardware is worth it in a software world: it is, and the industry in India is hiring.',
  },
  {
    author: 1,
    daysAgo: 8,
    category: 'Entrepreneurship',
    title: 'Building a rural broadband co-operative in Bankura',
    description: 'How five Heritage alumni wired forty villages with community-owned fibre.',
    content:
      'It started with a WhatsApp group of five batchmates and a question: why does a village forty kilometres from Durgapur still have no reliable internet?\n\nThree years later the co-operative serves forty villages. Members own the network, local youth maintain it, and the school in Chhatna now streams lectures from Kolkata.\n\nWe are looking for alumni volunteers who know network operations or accounting.',
  },
  {
    author: 2,
    daysAgo: 12,
    category: 'Achievement',
    title: 'IEM alumna wins national hackathon for flood-warning app',
    content:
      'Priyanka Das and her team built an app that reads river-gauge data and sends warnings in Bengali, Hindi and Santali.\n\nThe jury singled out its offline mode: warnings are relayed by SMS when mobile data fails, which is exactly when floods strike.',
  },
  {
    author: 3,
    daysAgo: 20,
    category: 'Campus memories',
    title: 'Jalpaiguri, 2008: the winter we rebuilt the workshop lathe',
    content:
      'The lathe in the mechanical workshop had been dead for two years when our batch decided to fix it ourselves.\n\nIt took a whole winter, three trips to a scrap dealer in Siliguri and one very patient lab assistant. It ran again in February, and as far as I know it still runs.',
  },
  {
    author: 4,
    daysAgo: 27,
    category: 'Research',
    title: 'Teaching machines to read old Bengali manuscripts',
    content:
      'Our group at NSEC is training a handwriting model on nineteenth-century Bengali manuscripts held in district libraries.\n\nThe hard part is not the model but the data: every page has to be photographed, cleaned and transcribed by hand. Alumni who read old Bengali script are welcome to help with transcription on weekends.',
  },
  {
    author: 5,
    daysAgo: 35,
    category: 'Career',
    title: 'Twenty years of building bridges, literally',
    content:
      'I have spent two decades on bridge projects across eastern India, from the Teesta to the Subarnarekha.\n\nThe civil engineering syllabus changed a lot since 2003, but the first lesson still holds: the river always wins eventually, so design for the flood you have not seen yet.',
  },
  {
    author: 6,
    daysAgo: 41,
    category: 'Achievement',
    title: 'Low-cost prosthetic hand reaches its first hundred users',
    content:
      'A prosthetic hand that costs under ten thousand rupees to make, designed in our final year at Techno India University, has now been fitted to a hundred people in West Bengal and Odisha.\n\nWe published the designs openly so any workshop can build one.',
  },
  {
    author: 7,
    daysAgo: 50,
    category: 'Campus memories',
    title: 'Kilns, glazes and 1998: a ceramic engineer looks back',
    content:
      'Our batch at the Government College of Engineering and Ceramic Technology was nineteen students strong.\n\nWe fired our first kiln load at two in the morning because that was when the power supply was steadiest. Most of it cracked. The second load did not.',
  },
  {
    author: 0,
    daysAgo: 58,
    category: 'Community service',
    title: 'Weekend coding classes for girls in Nadia district',
    content:
      'Every Saturday, six alumni teach programming to forty schoolgirls in Kalyani.\n\nWe started with borrowed laptops and a classroom lent by a local school. This year three of our first students joined engineering colleges.',
  },
  {
    author: 2,
    daysAgo: 66,
    category: 'Career',
    title: 'What I wish I knew before my first product-manager interview',
    content:
      'Product management interviews ask you to think aloud about users you have never met.\n\nPractise on problems near you: the college canteen queue, the hostel laundry, the bus to Salt Lake. Interviewers care less about the answer than about how you find out what the problem really is.',
  },
  {
    author: 4,
    daysAgo: 74,
    category: 'Research',
    title: 'Air quality sensors on Kolkata buses',
    content:
      'A pilot with the state transport corporation put low-cost air-quality sensors on twenty buses.\n\nThe map they produce, updated every minute, shows pollution hot spots no fixed station could see.',
  },
  {
    author: 1,
    daysAgo: 90,
    category: 'Entrepreneurship',
    title: 'Our electronics repair start-up turns five',
    content:
      'Five years ago we opened a repair shop for phones and laptops in Howrah with one soldering station.\n\nToday we train thirty technicians a year, and every device we fix is one less in a landfill.',
  },
] as const;

export const DEMO_EVENTS = [
  {
    creator: 0,
    inDays: -30,
    time: '17:00',
    category: 'Reunion',
    title: 'Kalyani batch of 2016: ten-year get-together planning call',
    location: 'Online',
    description: 'A first call to plan the 2026 reunion of the KGEC batch of 2016.',
    presenterName: 'Ananya Sen',
  },
  {
    creator: 1,
    inDays: -12,
    time: '18:30',
    category: 'Webinar',
    title: 'Community networks: lessons from rural West Bengal',
    location: 'Online',
    description: 'How a co-operative brought broadband to forty villages, and what it took.',
    presenterName: 'Rahul Chatterjee',
  },
  {
    creator: 3,
    inDays: -3,
    time: '10:00',
    category: 'Workshop',
    title: 'Hands-on CNC basics for final-year students',
    location: 'Government College of Engineering, Jalpaiguri',
    description: 'A day in the workshop with alumni from manufacturing industry.',
    presenterName: 'Sayan Mukherjee',
  },
  {
    creator: 2,
    inDays: 4,
    time: '19:00',
    category: 'Career talk',
    title: 'Breaking into product management',
    location: 'Online',
    description: 'What product managers do, how interviews work, and how to prepare for them.',
    presenterName: 'Priyanka Das',
  },
  {
    creator: 4,
    inDays: 9,
    time: '16:00',
    category: 'Webinar',
    title: 'AI for Indian languages: where research stands',
    location: 'Online',
    description: 'An overview of handwriting and speech recognition for Bengali and other Indian languages.',
    presenterName: 'Moumita Ghosh',
  },
  {
    creator: 0,
    inDays: 14,
    time: '11:00',
    category: 'Networking',
    title: 'Alumni networking brunch, Salt Lake',
    location: 'Salt Lake Sector V, Kolkata',
    description: 'Meet alumni working in Sector V over brunch. Bring a friend from your batch.',
    presenterName: 'Ananya Sen',
  },
  {
    creator: 5,
    inDays: 21,
    time: '15:00',
    category: 'Career talk',
    title: 'Careers in infrastructure: bridges, metros and ports',
    location: 'Netaji Subhash Engineering College, Garia',
    description: 'Senior engineers talk about projects, site life and how to start a career in infrastructure.',
    presenterName: 'Arindam Banerjee',
  },
  {
    creator: 6,
    inDays: 28,
    time: '10:30',
    category: 'Workshop',
    title: 'Designing low-cost medical devices',
    location: 'Techno India University, Salt Lake',
    description: 'From idea to prototype: a workshop on frugal biomedical design.',
    presenterName: 'Tanisha Roy',
  },
  {
    creator: 7,
    inDays: 35,
    time: '17:30',
    category: 'Cultural',
    title: 'Alumni evening of Rabindra Sangeet',
    location: 'Rabindra Sadan, Kolkata',
    description: 'Alumni and their families perform songs of Tagore. Everyone is welcome.',
    presenterName: 'Debashish Paul',
  },
  {
    creator: 3,
    inDays: 45,
    time: '07:00',
    category: 'Sports',
    title: 'Alumni cricket match: North Bengal vs South Bengal',
    location: 'Siliguri',
    description: 'The annual friendly match between alumni of the northern and southern colleges.',
    presenterName: 'Sayan Mukherjee',
  },
  {
    creator: 1,
    inDays: 60,
    time: '18:00',
    category: 'Webinar',
    title: 'Starting up in West Bengal: funding, schemes and pitfalls',
    location: 'Online',
    description: 'Founders among our alumni talk about state schemes, investors and the first two years.',
    presenterName: 'Rahul Chatterjee',
  },
  {
    creator: 0,
    inDays: 90,
    time: '10:00',
    category: 'Reunion',
    title: 'Annual alumni meet',
    location: 'MAKAUT campus, Haringhata',
    description: 'The association’s yearly meet: talks, awards for distinguished alumni, and lunch.',
    presenterName: 'MAKAUT Alumni Association',
  },
] as const;
