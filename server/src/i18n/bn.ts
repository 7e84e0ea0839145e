import type { WordKey } from './en.js';

/**
 * The server's own words in Bengali (docs/i18n.md): every key of en.ts, no other, in the words of
 * docs/bengali-glossary.md (প্রাক্তনী, সাইন ইন, নিবন্ধন, অনুষ্ঠান, গল্প, চাকরির বিজ্ঞাপন, বার্তা…),
 * written for a Bengali reader, not word for word. Keep each `{name}` of the English: the
 * parameters are the same in both languages (words.test.ts checks it).
 */
export const bn: Record<WordKey, string> = {
  // Every mail
  'mail.greeting': 'নমস্কার {fullName},',
  'mail.the_reason': 'কারণ:',
  'mail.footnote.message_notices':
    'আপনার ইমেল সেটিংস অনুযায়ী আপনি এই বিজ্ঞপ্তিগুলি পান। বন্ধ করতে: {unsubscribeUrl} — অথবা কী কী পাবেন তা বেছে নিন: {settingsUrl}',
  'mail.footnote.weekly_digest':
    'আপনার ইমেল সেটিংস অনুযায়ী আপনি এই সাপ্তাহিক সংকলন পান। বন্ধ করতে: {unsubscribeUrl} — অথবা কী কী পাবেন তা বেছে নিন: {settingsUrl}',
  'mail.footnote.announcements':
    'আপনার ইমেল সেটিংস অনুযায়ী আপনি সমিতির ঘোষণাগুলি পান। বন্ধ করতে: {unsubscribeUrl} — অথবা কী কী পাবেন তা বেছে নিন: {settingsUrl}',

  // Confirm an e-mail address
  'mail.confirm_email.subject': '{association}: আপনার ইমেল ঠিকানা যাচাই করুন',
  'mail.confirm_email.lead':
    'প্রাক্তনী পোর্টালে আপনাকে স্বাগত। এই ঠিকানাটি যে আপনারই, তা যাচাই করুন, যাতে সমিতি এখানে আপনার সঙ্গে যোগাযোগ করতে পারে।',
  'mail.confirm_email.lead_change':
    'আপনি এই ঠিকানা দিয়ে প্রাক্তনী পোর্টালে সাইন ইন করতে চেয়েছেন। বদলটি কার্যকর করতে ঠিকানাটি যাচাই করুন; ততদিন আপনি আগের ঠিকানা দিয়েই সাইন ইন করবেন।',
  'mail.confirm_email.action': 'আমার ঠিকানা যাচাই করুন',
  'mail.confirm_email.expiry': 'লিঙ্কটি একবারই কাজ করবে, {hours} ঘণ্টা পর্যন্ত। আপনার অ্যাকাউন্টের পাতা থেকে নতুন লিঙ্ক চাইতে পারেন।',
  'mail.confirm_email.footnote': 'আপনি এটি না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন: লিঙ্কে ক্লিক না করলে কিছুই বদলাবে না।',

  // Set a new password
  'mail.password_reset.subject': '{association}: নতুন পাসওয়ার্ড দিন',
  'mail.password_reset.lead': 'কেউ (আশা করি আপনিই) আপনার প্রাক্তনী পোর্টালের অ্যাকাউন্টের জন্য নতুন পাসওয়ার্ড দিতে চেয়েছেন।',
  'mail.password_reset.action': 'নতুন পাসওয়ার্ড দিন',
  'mail.password_reset.expiry':
    'লিঙ্কটি একবারই কাজ করবে, {minutes} মিনিট পর্যন্ত। নতুন পাসওয়ার্ড দিলে সব ডিভাইস থেকে আপনাকে সাইন আউট করা হবে।',
  'mail.password_reset.footnote': 'আপনি এটি না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',

  // To the old address when the sign-in address is changed
  'mail.email_change.subject': '{association}: আপনার সাইন ইনের ইমেল ঠিকানা বদলানো হচ্ছে',
  'mail.email_change.lead': 'আপনার প্রাক্তনী পোর্টালের অ্যাকাউন্ট থেকে একটি নতুন ঠিকানা দিয়ে সাইন ইন করার অনুরোধ এসেছে: {newAddress}',
  'mail.email_change.until':
    'ওই ইনবক্স থেকে যাচাই করা হলে সেটিই হবে আপনার সাইন ইনের ঠিকানা; ততদিন আপনি এই ঠিকানা দিয়েই সাইন ইন করবেন।',
  'mail.email_change.if_not_you':
    'আপনি এটি না চেয়ে থাকলে এখনই সাইন ইন করে পাসওয়ার্ড বদলে দিন, অথবা সাইন ইনের পাতায় "পাসওয়ার্ড ভুলে গেছেন?" ব্যবহার করুন।',

  // The admins' answer to a contact message
  'mail.contact_reply.subject': 'উত্তর: {subject} · {association}',
  'mail.contact_reply.you_wrote': 'আপনি লিখেছিলেন:',
  'mail.contact_reply.write_again': 'এই ঠিকানায় উত্তর দিলে কেউ পড়বে না: আবার লিখতে যোগাযোগের পাতাটি ব্যবহার করুন।',
  'mail.contact_reply.action': 'আমাদের লিখুন',

  // A member's rights (templates/rights.ts, decision 0059)
  'mail.erasure.subject': '{association}-এ আপনার অ্যাকাউন্ট ৪৮ ঘণ্টা পরে মুছে ফেলা হবে',
  'mail.erasure.lead':
    'আপনি আপনার অ্যাকাউন্ট মুছে ফেলতে বলেছেন। {when}-এ আপনার প্রোফাইল এবং আপনার পোস্ট করা সবকিছু সহ এটি মুছে ফেলা হবে।',
  'mail.erasure.cancel':
    'মত বদলেছেন? তার আগে সাইন ইন করলে মুছে ফেলা বাতিল হবে। আপনি এটি না চেয়ে থাকলে এখনই সাইন ইন করে পাসওয়ার্ড বদলান।',
  'mail.erasure.action': 'সাইন ইন করুন',
  'mail.request_answer.subject': 'উত্তর: {subject} · {association}',
  'mail.request_answer.you_wrote': 'আপনি অভিযোগ আধিকারিককে লিখেছিলেন:',
  'mail.request_answer.action': 'আপনার অনুরোধগুলি দেখুন',

  // The weekly digest
  'mail.digest.subject': '{association}: এই সপ্তাহে যা নতুন',
  'mail.digest.lead': 'এই সপ্তাহে প্রাক্তনী পোর্টালে যা নতুন এসেছে:',
  'mail.digest.events': 'নতুন অনুষ্ঠান:',
  'mail.digest.jobs': 'নতুন চাকরির বিজ্ঞাপন:',
  'mail.digest.stories': 'নতুন গল্প:',
  'mail.digest.more': 'আরও {count}টি',

  // A kind of post, named inside a notice's sentence
  'post.story': 'গল্প',
  'post.event': 'অনুষ্ঠান',
  'post.job': 'চাকরির বিজ্ঞাপন',
  'post.message': 'বার্তা',

  // The notices' mails
  'mail.approved.subject': '{association}: আপনার অ্যাকাউন্ট যাচাই করা হয়েছে',
  'mail.approved.lead': 'সমিতি আপনার অ্যাকাউন্ট যাচাই করেছে: প্রাক্তনী ডিরেক্টরি, প্রোফাইল, বার্তা এবং পোস্ট করার সুযোগ এখন আপনার জন্য খোলা।',
  'mail.approved.admin_wrote': 'অ্যাডমিন লিখেছেন:',
  'mail.approved.action': 'পোর্টাল খুলুন',
  'mail.rejected.subject': '{association} আপনার অ্যাকাউন্ট যাচাই করতে পারেনি',
  'mail.rejected.lead': 'আপনার অ্যাকাউন্টটি যে সমিতির কোনও স্নাতকের, সমিতি তা যাচাই করতে পারেনি।',
  'mail.rejected.correct': 'নিবন্ধনের সময় কোনও তথ্য ভুল দিয়ে থাকলে প্রোফাইলে তা ঠিক করে নিন, অথবা পোর্টাল থেকে সমিতিকে লিখুন।',
  'mail.rejected.action': 'আপনার অ্যাকাউন্ট দেখুন',
  'mail.hidden.subject': '{association}: একজন অ্যাডমিন আপনার {noun} লুকিয়ে রেখেছেন',
  'mail.hidden.lead': 'একজন অ্যাডমিন আপনার {noun} “{label}” লুকিয়ে রেখেছেন: অন্য সদস্যরা এটি আর দেখতে পাবেন না।',
  'mail.hidden.action': 'আপনার {noun} দেখুন',
  'mail.actioned.subject': '{association}: আপনার অভিযোগের ভিত্তিতে ব্যবস্থা নেওয়া হয়েছে',
  'mail.actioned.lead': 'অভিযোগ জানানোর জন্য ধন্যবাদ। একজন অ্যাডমিন {noun} “{label}” দেখে সেটি লুকিয়ে রেখেছেন।',
  'mail.unread.subject': '{association}: {sender} আপনাকে বার্তা পাঠিয়েছেন',
  'mail.unread.lead': '{sender} প্রাক্তনী পোর্টালে আপনাকে একটি বার্তা পাঠিয়েছেন, যা আপনি এখনও পড়েননি:',
  'mail.unread.action': 'পড়ুন ও উত্তর দিন',
  'mail.cancelled.subject': '{association}: আপনার নাম নথিভুক্ত করা একটি অনুষ্ঠান বাতিল হয়েছে',
  'mail.cancelled.lead':
    '{date} তারিখে {time}-এর অনুষ্ঠান “{title}” আয়োজক বাতিল করেছেন। এতে আপনার নাম নথিভুক্তিও বাতিল হয়ে গেছে; আপনাকে কিছু করতে হবে না।',
  'mail.cancelled.action': 'অন্য অনুষ্ঠান দেখুন',
  'mail.moved_up.subject': '{association}: আপনার জন্য একটি আসন খালি হয়েছে',
  'mail.moved_up.lead':
    'একটি আসন খালি হয়েছে: অপেক্ষমাণ তালিকা থেকে আপনার নাম উঠে এসেছে, আপনি এখন {date} তারিখে {time}-এর অনুষ্ঠান “{title}”-এ যাচ্ছেন।',
  'mail.moved_up.cannot_come': 'আর আসতে না পারলে অনুষ্ঠানের পাতা থেকে নাম নথিভুক্তি বাতিল করুন, যাতে পরের সদস্য আসনটি পান।',
  'mail.moved_up.action': 'অনুষ্ঠানটি দেখুন',
  'mail.mentoring_requested.subject': '{association}: {requester} আপনার কাছে মেন্টরশিপ চেয়েছেন',
  'mail.mentoring_requested.lead':
    '{requester} আপনার কাছে মেন্টরশিপ চেয়েছেন, কারণ আপনার প্রোফাইলে লেখা আছে যে আপনি মেন্টর হতে আগ্রহী।',
  'mail.mentoring_requested.how':
    'আপনার মেন্টরশিপের পাতায় অনুরোধটি পড়ুন; গ্রহণ করলে তার বার্তাসহ একটি কথোপকথন খুলে যাবে, নয়তো ফিরিয়ে দিন।',
  'mail.mentoring_requested.action': 'আমার মেন্টরশিপের পাতা খুলুন',
  'mail.mentoring_accepted.subject': '{association}: {mentor} আপনার মেন্টরশিপের অনুরোধ গ্রহণ করেছেন',
  'mail.mentoring_accepted.lead': '{mentor} আপনার মেন্টরশিপের অনুরোধ গ্রহণ করেছেন।',
  'mail.mentoring_accepted.how':
    'আপনার বার্তাটি এখন আপনাদের দুজনের একটি কথোপকথনের প্রথম বার্তা: সেখানে শুভেচ্ছা জানান এবং কবে, কীভাবে কথা বলবেন তা ঠিক করে নিন।',
  'mail.mentoring_accepted.action': 'কথোপকথন খুলুন',

  // The notifications menu
  'notice.post': 'পোস্ট',
  'notice.with_reason': '{text} কারণ: {reason}',
  'notice.a_member': 'একজন সদস্য',
  'notice.the_event': 'অনুষ্ঠানটি',
  'notice.the_event_in_sentence': 'অনুষ্ঠানটিতে',
  'notice.its_date': 'নির্ধারিত দিনে',
  'notice.approved.title': 'আপনার অ্যাকাউন্ট যাচাই করা হয়েছে',
  'notice.approved.body': 'সমিতি আপনার অ্যাকাউন্ট যাচাই করেছে: ডিরেক্টরি, প্রোফাইল, বার্তা এবং পোস্ট করার সুযোগ এখন আপনার জন্য খোলা।',
  'notice.rejected.title': 'সমিতি আপনার অ্যাকাউন্ট যাচাই করতে পারেনি',
  'notice.rejected.body': 'আপনার অ্যাকাউন্ট যাচাই করা হয়নি।',
  'notice.hidden.title': 'একজন অ্যাডমিন আপনার {noun} লুকিয়ে রেখেছেন',
  'notice.hidden.body': 'আপনার {noun} অন্য সদস্যরা আর দেখতে পাবেন না।',
  'notice.hidden.body_labelled': 'আপনার {noun} “{label}” অন্য সদস্যরা আর দেখতে পাবেন না।',
  'notice.actioned.title': 'আপনার অভিযোগের ভিত্তিতে ব্যবস্থা নেওয়া হয়েছে',
  'notice.actioned.body': 'ধন্যবাদ: আপনি যে {noun} নিয়ে অভিযোগ জানিয়েছিলেন, একজন অ্যাডমিন সেটি লুকিয়ে রেখেছেন।',
  'notice.actioned.body_labelled':
    'ধন্যবাদ: আপনি যে {noun} “{label}” নিয়ে অভিযোগ জানিয়েছিলেন, একজন অ্যাডমিন সেটি লুকিয়ে রেখেছেন।',
  'notice.cancelled.title': 'আপনার নাম নথিভুক্ত করা একটি অনুষ্ঠান বাতিল হয়েছে',
  'notice.cancelled.body': '{date} তারিখের {title} আয়োজক বাতিল করেছেন।',
  'notice.moved_up.title': 'আপনি আসন পেয়েছেন',
  'notice.moved_up.body': 'একটি আসন খালি হয়েছে: আপনি এখন {date} তারিখে {title}-এ যাচ্ছেন।',
  'notice.contact_requested.title': '{name} আপনার যোগাযোগের তথ্য দেখতে চেয়েছেন',
  'notice.contact_requested.body': 'আপনার গোপনীয়তার পাতায় কারণটি পড়ুন, তারপর অনুমতি দিন বা ফিরিয়ে দিন।',
  'notice.mentoring_requested.title': '{name} আপনার কাছে মেন্টরশিপ চেয়েছেন',
  'notice.mentoring_requested.body':
    'আপনার মেন্টরশিপের পাতায় অনুরোধটি পড়ুন, তারপর গ্রহণ করুন (একটি কথোপকথন খুলে যাবে) অথবা ফিরিয়ে দিন।',
  'notice.mentoring_accepted.title': '{name} আপনার মেন্টরশিপের অনুরোধ গ্রহণ করেছেন',
  'notice.mentoring_accepted.body':
    'আপনার অনুরোধটি এখন মেন্টরের সঙ্গে একটি কথোপকথনের প্রথম বার্তা: শুভেচ্ছা জানান এবং কীভাবে কথা বলবেন তা ঠিক করে নিন।',
  'notice.unread.title': '{name} আপনাকে বার্তা পাঠিয়েছেন',
  'notice.other': 'বিজ্ঞপ্তি',

  // The unsubscribe page
  'unsubscribe.kind.message_notices': 'না-পড়া বার্তার ইমেল',
  'unsubscribe.kind.digest': 'সাপ্তাহিক সংকলন',
  'unsubscribe.kind.announcements': 'সমিতির ঘোষণা',
  'unsubscribe.invalid_title': 'এই লিঙ্কটি বৈধ নয়',
  'unsubscribe.invalid': 'ইমেল বন্ধ করার এই লিঙ্কটি বৈধ নয়। তার বদলে ইমেলের সেটিংসের পাতা থেকে বেছে নিন কী কী পাবেন।',
  'unsubscribe.title': 'ইমেল বন্ধ করুন',
  'unsubscribe.question': '{kind} পাওয়া বন্ধ করবেন?',
  'unsubscribe.button': 'বন্ধ করুন',
  'unsubscribe.done_title': 'ইমেল বন্ধ করা হয়েছে',
  'unsubscribe.done': 'আপনাকে আর {kind} পাঠানো হবে না। অ্যাকাউন্ট সংক্রান্ত বিজ্ঞপ্তি আগের মতোই যাবে।',
  'unsubscribe.settings': 'আপনার ইমেলের সেটিংস',
  'unsubscribe.after_sign_in': '(সাইন ইন করার পরে)',

  // Calendar files
  'calendar.events': 'অনুষ্ঠান',
  'calendar.my_events': 'আমার অনুষ্ঠান',
  'calendar.waiting_list': 'অপেক্ষমাণ তালিকা',
  'calendar.join': 'যোগ দিন',
  'calendar.contact': 'যোগাযোগ',

  // The organiser's attendee sheet
  'attendees.status.going': 'যাচ্ছেন',
  'attendees.status.waitlisted': 'অপেক্ষমাণ তালিকা',
  'attendees.column.name': 'নাম',
  'attendees.column.status': 'অবস্থা',
  'attendees.column.email': 'ইমেল',
  'attendees.column.phone': 'ফোন',
  'attendees.column.year_of_passing': 'পাস করার বছর',
  'attendees.column.programme': 'প্রোগ্রাম',
  'attendees.column.college': 'কলেজ',
  'attendees.column.registered_at': 'নাম নথিভুক্তির সময়',

  // The page shell before its scripts run
  'shell.loading': 'লোড হচ্ছে…',
  'shell.no_script': 'এই পোর্টাল চালাতে JavaScript লাগে। এটি চালু করে পাতাটি আবার লোড করুন।',
  'shell.description': 'প্রাক্তনী সমিতির পোর্টাল: প্রাক্তনীদের গল্প, অনুষ্ঠান, চাকরির খবর আর প্রাক্তনী সমাজ।',
};
