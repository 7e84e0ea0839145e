import type { ContactVisibility } from '@alumni/contract';

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

/** Demo jobs; `poster` indexes the demo alumni, `daysAgo` is when each was posted; the first is public (decision 0061). */
export const DEMO_JOBS = [
  {
    poster: 0,
    daysAgo: 1,
    audience: 'public',
    jobTitle: 'Senior Verification Engineer',
    company: 'Silicon Delta Semiconductors',
    location: 'Bengaluru',
    jobType: 'Full-time',
    salary: '₹28–36 LPA',
    requirements: '5+ years of SystemVerilog/UVM; exposure to formal verification a plus.',
    description:
      'Own block-level verification for our next networking ASIC, mentor two junior engineers and work with the design team from specification to tape-out.',
  },
  {
    poster: 1,
    daysAgo: 2,
    jobTitle: 'Network Operations Engineer',
    company: 'Gram Net Co-operative',
    location: 'Bankura, West Bengal',
    jobType: 'Full-time',
    salary: '₹6–8 LPA',
    requirements: 'CCNA or equivalent; comfortable with field travel; Bengali speaking.',
    description:
      'Keep a community fibre network of forty villages running: monitoring, fault-finding, and training local technicians.',
  },
  {
    poster: 2,
    daysAgo: 3,
    jobTitle: 'Associate Product Manager',
    company: 'Paddy Labs',
    location: 'Kolkata',
    jobType: 'Full-time',
    salary: '₹12–16 LPA',
    requirements: '0–2 years of experience; strong writing; some SQL.',
    description:
      'Work on our agritech app used by 200,000 farmers: talk to users, write specifications, and ship with a team of eight engineers.',
  },
  {
    poster: 4,
    daysAgo: 4,
    jobTitle: 'Machine Learning Intern (Bengali OCR)',
    company: 'NSEC Language Lab',
    location: 'Remote',
    jobType: 'Internship',
    salary: '₹25,000 per month',
    requirements: 'Python, PyTorch basics; reading Bengali script is a strong plus.',
    description:
      'A six-month internship training handwriting-recognition models on nineteenth-century Bengali manuscripts.',
  },
  {
    poster: 5,
    daysAgo: 5,
    jobTitle: 'Site Engineer, Bridge Projects',
    company: 'Eastern Infra Constructions',
    location: 'Siliguri',
    jobType: 'Contract',
    salary: '₹5–7 LPA',
    requirements: 'B.E./B.Tech Civil; AutoCAD; willingness to live on site.',
    description:
      'An 18-month contract on a river bridge in North Bengal: quality checks, daily progress reports and coordination with subcontractors.',
  },
  {
    poster: 6,
    daysAgo: 6,
    jobTitle: 'Biomedical Design Engineer',
    company: 'OpenLimb Foundation',
    location: 'Kolkata',
    jobType: 'Full-time',
    salary: '₹8–11 LPA',
    requirements: 'Biomedical or mechanical engineering; CAD; 3D printing experience.',
    description:
      'Improve low-cost prosthetic hands and run fitting camps with partner hospitals in West Bengal and Odisha.',
  },
  {
    poster: 3,
    daysAgo: 8,
    jobTitle: 'CNC Programmer',
    company: 'Jalpaiguri Precision Works',
    location: 'Jalpaiguri',
    jobType: 'Full-time',
    salary: '₹4.5–6 LPA',
    requirements: 'Diploma or degree in mechanical engineering; Fanuc controllers.',
    description: 'Write and prove CNC programs for precision parts for tea-processing machinery.',
  },
  {
    poster: 0,
    daysAgo: 10,
    jobTitle: 'Frontend Developer (React)',
    company: 'Sector Five Software',
    location: 'Kolkata (hybrid)',
    jobType: 'Full-time',
    salary: '₹10–15 LPA',
    requirements: '2+ years of React and TypeScript; accessibility know-how.',
    description: 'Build accessible, fast web apps for clients in banking and public services.',
  },
  {
    poster: 7,
    daysAgo: 12,
    jobTitle: 'Ceramics Process Consultant',
    company: 'Khurja Tiles',
    location: 'Remote',
    jobType: 'Freelance',
    salary: '₹3,000 per hour',
    requirements: '10+ years in ceramic process engineering.',
    description:
      'Advise on glaze defects and kiln efficiency for a mid-sized tile manufacturer, about ten hours a month.',
  },
  {
    poster: 2,
    daysAgo: 14,
    jobTitle: 'Data Analyst, Part-time',
    company: 'Civic Data Kolkata',
    location: 'Kolkata',
    jobType: 'Part-time',
    salary: '₹30,000 per month',
    requirements: 'SQL, spreadsheets, one visualisation tool; 20 hours a week.',
    description: 'Clean and publish open data on air quality and public transport for a non-profit.',
  },
  {
    poster: 1,
    daysAgo: 20,
    jobTitle: 'Embedded Firmware Engineer',
    company: 'Howrah Repair Labs',
    location: 'Howrah',
    jobType: 'Full-time',
    salary: '₹7–10 LPA',
    requirements: 'C, microcontrollers, debugging with a logic analyser.',
    description: 'Write diagnostic firmware and tools that let our technicians repair more devices, faster.',
  },
  {
    poster: 4,
    daysAgo: 25,
    jobTitle: 'Technical Writer',
    company: 'Open Learning Bengal',
    location: 'Remote',
    jobType: 'Contract',
    salary: '₹60,000 per month',
    requirements: 'Clear English and Bengali writing; comfortable with Git.',
    description: 'Write and translate engineering course material for free online courses.',
  },
] as const;

/**
 * What the demo alumni tell about themselves, in the order of the demo alumni (demo.ts): careers,
 * companies, skills and mentoring offers, so the directory search and the profiles show the
 * product, and a mix of privacy settings, so a visitor sees both shared and withheld details.
 */
export const DEMO_PROFILES = [
  {
    currentJobTitle: 'Verification Lead',
    companyName: 'Siliconwave Semiconductors',
    experience: 'Eight years in chip design verification; leads a team of twelve in Bengaluru.',
    branch: 'VLSI',
    skills: ['SystemVerilog', 'UVM', 'FPGA', 'Python'],
    hobbies: ['Teaching', 'Rabindra Sangeet'],
    mentorshipTopics: 'Careers in chip design; moving from college projects to industry verification.',
    address: '14 Residency Road, Bengaluru 560025',
    dob: '1994-03-12',
    linkedinProfile: 'https://www.linkedin.com/in/ananya-sen-demo',
    emailVisibility: 'alumni',
    // Shown on request (decision 0058): the demo's requests to see them (DEMO_CONTACT_REQUESTS) fill her privacy page.
    phoneVisibility: 'on_request',
    addressVisibility: 'on_request',
    dobVisibility: 'private',
  },
  {
    currentJobTitle: 'Co-founder and Network Lead',
    companyName: 'Bankura Rural Broadband Co-operative',
    experience: 'Built and runs a community-owned fibre network serving forty villages.',
    branch: null,
    skills: ['Network Operations', 'Fibre Optics', 'Project Management'],
    hobbies: ['Cycling'],
    mentorshipTopics: 'Starting a social enterprise; rural connectivity.',
    address: '7 Station Road, Bankura 722101',
    dob: '1990-08-02',
    linkedinProfile: null,
    emailVisibility: 'alumni',
    phoneVisibility: 'alumni',
    addressVisibility: 'alumni',
    dobVisibility: 'private',
  },
  {
    currentJobTitle: 'Mobile Developer',
    companyName: 'Riverwatch Labs',
    experience: 'Builds the offline flood-warning app that won the national hackathon.',
    branch: null,
    skills: ['Kotlin', 'React', 'Python', 'GIS'],
    hobbies: ['Photography', 'Hackathons'],
    mentorshipTopics: null,
    address: null,
    dob: '1997-11-21',
    linkedinProfile: 'https://www.linkedin.com/in/priyanka-das-demo',
    emailVisibility: 'private',
    phoneVisibility: 'private',
    addressVisibility: 'private',
    dobVisibility: 'private',
  },
  {
    currentJobTitle: 'Plant Maintenance Manager',
    companyName: 'Tata Steel',
    experience: 'Fifteen years in plant maintenance and reliability engineering.',
    branch: 'Production',
    skills: ['AutoCAD', 'Reliability Engineering', 'Leadership'],
    hobbies: ['Football', 'Restoring machines'],
    mentorshipTopics: 'Core engineering careers; maintenance and reliability.',
    address: '22 Hill Cart Road, Siliguri 734001',
    dob: '1986-01-30',
    linkedinProfile: null,
    emailVisibility: 'alumni',
    phoneVisibility: 'private',
    addressVisibility: 'private',
    dobVisibility: 'alumni',
  },
  {
    currentJobTitle: 'Research Fellow',
    companyName: 'Netaji Subhash Engineering College',
    experience: 'Trains handwriting models on nineteenth-century Bengali manuscripts.',
    branch: null,
    skills: ['Machine Learning', 'Python', 'Computer Vision', 'Bengali Palaeography'],
    hobbies: ['Reading', 'Calligraphy'],
    mentorshipTopics: null,
    address: null,
    dob: '1999-06-15',
    linkedinProfile: 'https://www.linkedin.com/in/moumita-ghosh-demo',
    emailVisibility: 'alumni',
    phoneVisibility: 'private',
    addressVisibility: 'private',
    dobVisibility: 'private',
  },
  {
    currentJobTitle: 'Chief Bridge Engineer',
    companyName: 'Eastern Infrastructure Consultants',
    experience: 'Two decades of bridge projects across eastern India, from the Teesta to the Subarnarekha.',
    branch: 'Structural',
    skills: ['Structural Design', 'STAAD.Pro', 'Project Management', 'Leadership'],
    hobbies: ['Travel', 'Birdwatching'],
    mentorshipTopics: 'Civil engineering careers; site work and design offices.',
    address: '3 Lake Road, Kolkata 700029',
    dob: '1981-04-09',
    linkedinProfile: 'https://www.linkedin.com/in/arindam-banerjee-demo',
    emailVisibility: 'alumni',
    phoneVisibility: 'alumni',
    addressVisibility: 'private',
    dobVisibility: 'private',
  },
  {
    currentJobTitle: 'Product Engineer',
    companyName: 'Handmade Prosthetics Foundation',
    experience: 'Designs a low-cost prosthetic hand now fitted to a hundred people.',
    branch: null,
    skills: ['Biomechanics', '3D Printing', 'SolidWorks'],
    hobbies: ['Volunteering', 'Sketching'],
    mentorshipTopics: null,
    address: null,
    dob: '2001-09-05',
    linkedinProfile: null,
    emailVisibility: 'private',
    phoneVisibility: 'private',
    addressVisibility: 'private',
    dobVisibility: 'private',
  },
  {
    currentJobTitle: 'Technical Director',
    companyName: 'Khurja Ceramics',
    experience: 'Over twenty-five years in ceramic process engineering and kiln design.',
    branch: null,
    skills: ['Ceramic Processing', 'Kiln Design', 'Quality Control', 'Leadership'],
    hobbies: ['Pottery', 'Gardening'],
    mentorshipTopics: 'Materials and ceramic engineering; running a plant.',
    address: '9 Kalyani Expressway, Barrackpore 700120',
    dob: '1976-12-18',
    linkedinProfile: null,
    emailVisibility: 'alumni',
    phoneVisibility: 'private',
    addressVisibility: 'alumni',
    dobVisibility: 'alumni',
  },
] as const satisfies readonly {
  currentJobTitle: string;
  companyName: string;
  experience: string;
  branch: string | null;
  skills: readonly string[];
  hobbies: readonly string[];
  /** Null: no mentoring offer; text: offers mentoring on it. */
  mentorshipTopics: string | null;
  address: string | null;
  dob: string;
  linkedinProfile: string | null;
  emailVisibility: ContactVisibility;
  phoneVisibility: ContactVisibility;
  addressVisibility: ContactVisibility;
  dobVisibility: 'alumni' | 'private';
}[];

/**
 * Requests to see the demo login's (Ananya Sen's) phone and address, shown on request: one
 * approved, one waiting for her answer, one declined, so her privacy page and the summary show
 * each state and Rahul sees her phone on her profile. `asker` indexes the demo alumni.
 */
export const DEMO_CONTACT_REQUESTS = [
  {
    asker: 1,
    field: 'phone',
    reason: 'We are planning the 2016 batch meet in Bengaluru together',
    status: 'approved',
    daysAgo: 9,
  },
  {
    asker: 2,
    field: 'address',
    reason: 'Sending printed invitations for the reunion',
    status: 'pending',
    daysAgo: 1,
  },
  {
    asker: 3,
    field: 'phone',
    reason: 'A question about chip design careers for my nephew',
    status: 'declined',
    daysAgo: 5,
  },
] as const;

/** A request of the demo login to the grievance officer, still open: the admins' queue (/admin/requests) and her page show it. */
export const DEMO_PRIVACY_REQUEST = {
  kind: 'correction',
  subject: 'My branch is missing from the verified record',
  text: 'The graduate roll lists my programme but not my branch (VLSI). Please add it to what was verified.',
  daysAgo: 2,
} as const;
