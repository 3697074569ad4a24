import { describe, expect, it } from 'vitest'
import { extractCompetitors } from './competitors'

describe('extractCompetitors', () => {
  const biz = { name: 'Bondi Physio' }

  it('reads a ChatGPT-style numbered list with bold names, in order', () => {
    const answer = `Here are some highly rated physiotherapists in Sydney:

1. **Sydney Sports Physio** – Known for sports injury rehab.
2. **Harbourside Physiotherapy** - Great reviews for back pain.
3. **Bondi Physio** – Popular with locals.
4. **Eastern Suburbs Physio & Pilates**: Offers clinical pilates.

**Tips:** Check reviews and ask about Medicare rebates.`
    expect(extractCompetitors(answer, biz)).toEqual([
      'Sydney Sports Physio',
      'Harbourside Physiotherapy',
      'Eastern Suburbs Physio & Pilates',
    ])
  })

  it('reads a Claude-style bulleted list without bold and skips headings and advice items', () => {
    const answer = `## Recommended physiotherapists

- Active Recovery Clinic: focuses on post-surgery rehab
- Motion Health (Surry Hills) - evidence-based care
- Check reviews on Google before booking
- Ask for quotes from two or three clinics`
    expect(extractCompetitors(answer, biz)).toEqual(['Active Recovery Clinic', 'Motion Health'])
  })

  it('reads bold names in prose and link texts, and deduplicates by normalised name', () => {
    const answer = `Many people like **Pure Motion Pty Ltd** for its hours. Others prefer [City Physio](https://cityphysio.com).
- [City Physio](https://cityphysio.com) – central
- PURE MOTION – again`
    expect(extractCompetitors(answer, biz)).toEqual(['Pure Motion Pty Ltd', 'City Physio'])
  })

  it('excludes the business even with a different suffix or case', () => {
    expect(
      extractCompetitors('1. **BONDI PHYSIO LLC** – great\n2. **Coogee Physio** – good', biz),
    ).toEqual(['Coogee Physio'])
  })
})

describe('extractCompetitors on realistic assistant answers', () => {
  it('ChatGPT: numbered headings with bold names and attribute sub-bullets', () => {
    const answer = `Here are some of the best-reviewed dentists in Sydney:

### 1. **Sydney Dental Care**
- **Location:** Sydney CBD
- **Why choose them:** Modern equipment and gentle staff.
- **Services Offered:** Implants, Invisalign

### 2. Smile Studio Bondi
- **Rating:** 4.9 on Google Reviews
- **Best for:** Families

### 3. **Dr. Emily Chen Dentistry**
- **Highlights:** Sedation dentistry

**Tips for choosing a dentist:**
1. **Check Google Reviews** – look for recent feedback.
2. **Ask about payment plans** before booking.

*Note: Availability may vary. Always call ahead.*`
    expect(extractCompetitors(answer, { name: 'Harbour Dental' })).toEqual([
      'Sydney Dental Care',
      'Smile Studio Bondi',
      'Dr. Emily Chen Dentistry',
    ])
  })

  it('Claude: prose intro, plain bullets with em-dashes, and a closing caveat', () => {
    const answer = `I don't have access to real-time reviews, but these plumbers in Austin are frequently mentioned as reliable:

- Radiant Plumbing & Air Conditioning—known for same-day service and upfront pricing
- Reliant Plumbing — highly rated for water heater installs
- S&D Plumbing, a family-owned company with decades of experience
- Abacus Plumbing, Air Conditioning & Electrical (multiple locations) – 24/7 emergency service

I'd recommend checking recent reviews on Google, Yelp, or Nextdoor, and getting two or three quotes.`
    expect(extractCompetitors(answer, { name: 'Hill Country Plumbing' })).toEqual([
      'Radiant Plumbing & Air Conditioning',
      'Reliant Plumbing',
      'S&D Plumbing',
      'Abacus Plumbing, Air Conditioning & Electrical',
    ])
  })

  it('Gemini: bold names followed by a colon, nested sections, and the business itself', () => {
    const answer = `## Top Italian Restaurants in Melbourne

Melbourne has a fantastic Italian food scene. Here are some standouts:

**Fine Dining**

* **Grossi Florentino:** An institution on Bourke Street with an elegant dining room.
* **Tipo 00:** Famous for handmade pasta. Bookings essential.

**Casual**

* **Pellegrini's Espresso Bar:** A Melbourne classic since 1954.
* **The Trattoria Roma Pty Ltd:** Great for families.
* **Tipo 00** again appears on many lists.

**Pro Tip:** Book ahead on weekends, especially on **Google Maps** or **OpenTable**.`
    expect(
      extractCompetitors(answer, { name: 'Trattoria Roma', website: 'trattoriaroma.com.au' }),
    ).toEqual(['Grossi Florentino', 'Tipo 00', "Pellegrini's Espresso Bar"])
  })

  it('Perplexity: numbered list with citation markers and link names', () => {
    const answer = `Several accountants in Toronto are well reviewed for small businesses[1][2]:

1. [Rosen Accounting](https://rosenaccounting.ca) - specialises in small business tax[1].
2. Bench Accounting[3] - online bookkeeping with a dedicated team.
3. **Kopstick Accounting**[2] – fixed-fee packages.

Sources: [1] clutch.co [2] yelp.ca [3] bench.co`
    expect(extractCompetitors(answer, { name: 'Maple Ledger' })).toEqual([
      'Rosen Accounting',
      'Bench Accounting',
      'Kopstick Accounting',
    ])
  })

  it('a markdown table: first column, header row skipped', () => {
    const answer = `| Clinic | Suburb | Rating |
|---|---|---|
| **Pure Physio** | Newtown | 4.8 |
| Back In Motion | Parramatta | 4.6 |
| Bondi Physio | Bondi | 4.9 |`
    expect(extractCompetitors(answer, { name: 'Bondi Physio' })).toEqual([
      'Pure Physio',
      'Back In Motion',
    ])
  })

  it('"Name: reason" lines without list markers, and no names in a refusal', () => {
    expect(
      extractCompetitors(
        'Jim’s Mowing: reliable and cheap.\nGreenCut Lawns: eco-friendly.\nHere is why: they are local.',
        { name: 'X' },
      ),
    ).toEqual(['Jim’s Mowing', 'GreenCut Lawns'])
    expect(
      extractCompetitors(
        "I'm not able to recommend specific businesses, but here's how to choose:\n\n1. Look for licensed professionals.\n2. Read recent reviews.\n3. Compare at least three quotes.",
        { name: 'X' },
      ),
    ).toEqual([])
  })

  it('a bold line alone is a business when only its details follow', () => {
    const answer = `**Harbour City Dental**
- Address: 12 George St, Sydney
- Phone: (02) 9000 0000

**Smile Bright Sydney**
- Hours: Mon–Sat`
    expect(extractCompetitors(answer, { name: 'X' })).toEqual([
      'Harbour City Dental',
      'Smile Bright Sydney',
    ])
  })

  it('leading emoji and numbering with parentheses', () => {
    expect(
      extractCompetitors(
        '1) 🏆 **Apex Roofing** – best overall\n2) ⭐ Summit Roofers - budget pick',
        { name: 'X' },
      ),
    ).toEqual(['Apex Roofing', 'Summit Roofers'])
  })
})

describe('extractCompetitors: structure of real answers (details, categories, advice)', () => {
  const none = { name: 'Zed Services' }

  it('ChatGPT: numbered bold names with indented detail bullets ("Known for:", "Specializes in:") are not names', () => {
    const answer = `Here are some top-rated plumbers in Austin, TX:

1. **Radiant Plumbing & Air Conditioning**
   - Known for: Fast, reliable service and upfront pricing
   - Specializes in: Water heaters, drain cleaning
   - Website: [radiantplumbing.com](https://radiantplumbing.com)

2. **Reliant Plumbing**
   - Known for: Friendly technicians
   - Rating: 4.9 on Google

3. **S&D Plumbing**
   - Family-owned since 1985

Tips:
- Get multiple quotes.`
    expect(extractCompetitors(answer, none)).toEqual([
      'Radiant Plumbing & Air Conditioning',
      'Reliant Plumbing',
      'S&D Plumbing',
    ])
  })

  it('a business with a single detail line is still the business', () => {
    expect(
      extractCompetitors(
        '1. **Acme Dental**\n   - Known for: gentle care\n2. **Beta Dental**\n   - Specializes in: implants',
        none,
      ),
    ).toEqual(['Acme Dental', 'Beta Dental'])
  })

  it('flat lists: unnumbered detail bullets right under a numbered name', () => {
    expect(
      extractCompetitors(
        '1. **Apex Roofing**\n- Known for: storm repairs\n- Best for: big jobs\n2. **Summit Roofers**\n- Specializes in: tiles',
        none,
      ),
    ).toEqual(['Apex Roofing', 'Summit Roofers'])
  })

  it('ChatGPT: lines that are only "**1. Name**" and emoji headings with italic details', () => {
    expect(
      extractCompetitors(
        '**1. Sydney Dental Care**\nLocated in the CBD, known for gentle care.\n\n**2. Smile Studio Bondi**\nGreat for families.',
        none,
      ),
    ).toEqual(['Sydney Dental Care', 'Smile Studio Bondi'])
    const answer = `Here are some of the **best-rated family dentists in Brisbane** based on reviews:

---

### 🦷 1. **Brisbane Family Dental**
📍 *Location:* Fortitude Valley  
⭐ *Rating:* 4.9 (500+ Google reviews)  
💡 *Why it stands out:* Gentle with kids.

### 🦷 2. **Smile Brisbane**
📍 *Location:* Brisbane CBD

---

**Tip:** Check whether they offer the Child Dental Benefits Schedule (CDBS).`
    expect(extractCompetitors(answer, none)).toEqual(['Brisbane Family Dental', 'Smile Brisbane'])
  })

  it('ChatGPT with search: names with cited source links after an em dash', () => {
    const answer = `Here are some top-rated plumbers in Austin:

- **Radiant Plumbing & Air Conditioning** — Known for fast service. ([radiantplumbing.com](https://radiantplumbing.com/?utm_source=chatgpt.com))
- **Reliant Plumbing** — Great reviews. ([yelp.com](https://www.yelp.com/biz/reliant))`
    expect(extractCompetitors(answer, none)).toEqual([
      'Radiant Plumbing & Air Conditioning',
      'Reliant Plumbing',
    ])
  })

  it('Gemini: bold category lines over the names, and a tips section of advice', () => {
    const answer = `Finding a great plumber in Austin depends on your needs. Here are some highly-rated options:

**Top-Rated & Well-Established:**

*   **Radiant Plumbing & Air Conditioning:** Known for their excellent customer service.
*   **Reliant Plumbing:** Highly rated for water heater work.

**Other Options to Consider:**

*   **ABC Home & Commercial Services:** A larger company offering many services.

**Tips for Choosing a Plumber:**

*   **Check Licenses and Insurance:** Ensure the plumber is licensed.
*   **Read Reviews:** Look at Google and Yelp.
*   **Get Multiple Quotes:** Compare prices.`
    expect(extractCompetitors(answer, none)).toEqual([
      'Radiant Plumbing & Air Conditioning',
      'Reliant Plumbing',
      'ABC Home & Commercial Services',
    ])
  })

  it('nested category bullets: the category is left out, a note under it does not make it a business', () => {
    const answer = `- **Fine Dining**
  - **Grossi Florentino**: An institution
  - **Tipo 00**: handmade pasta
  - Note: book ahead
- **Casual**
  - **Pellegrini's**: classic`
    expect(extractCompetitors(answer, none)).toEqual([
      'Grossi Florentino',
      'Tipo 00',
      "Pellegrini's",
    ])
  })

  it('Perplexity: bold names in the opening sentence, a section heading over them, a "Factors" section', () => {
    const answer = `The best plumbers in Austin, TX include **Radiant Plumbing & Air Conditioning**, **Reliant Plumbing**, and **S&D Plumbing**, all noted for reliability[1][3][5].

## Top-Rated Plumbers in Austin

- **Radiant Plumbing & Air Conditioning**: Consistently ranked #1[1][2]
- **Reliant Plumbing**: Offers upfront pricing[3]
- **Abacus Plumbing**: Known for 24/7 service[4].

## Factors to Consider
- **Licensing**: Texas requires plumbers to be licensed.
- **Reviews**: Check Google and Yelp.`
    expect(extractCompetitors(answer, none)).toEqual([
      'Radiant Plumbing & Air Conditioning',
      'Reliant Plumbing',
      'S&D Plumbing',
      'Abacus Plumbing',
    ])
  })

  it('Claude: bold names opening paragraphs, and plain list items ending in a verb phrase', () => {
    const prose = `Here are some well-regarded options in Austin:

**Radiant Plumbing & Air Conditioning** is one of the most frequently recommended, known for same-day service.

**Reliant Plumbing** has strong reviews for water heaters.

A few things to keep in mind: verify licensing with the Texas State Board.`
    expect(extractCompetitors(prose, none)).toEqual([
      'Radiant Plumbing & Air Conditioning',
      'Reliant Plumbing',
    ])
    const items =
      '1. Radiant Plumbing is a popular choice for emergencies.\n2. Reliant Plumbing has great reviews.\n3. It is worth getting several quotes.'
    expect(extractCompetitors(items, none)).toEqual(['Radiant Plumbing', 'Reliant Plumbing'])
  })

  it('plain headings name a business only when its details follow', () => {
    const answer = `## Sydney Dental Care
- Location: Sydney CBD
- Known for: gentle care

## Smile Studio
- Address: 1 Bondi Rd
- Phone: 02 9000 0000

## Things to Know
Most clinics offer payment plans.`
    expect(extractCompetitors(answer, none)).toEqual(['Sydney Dental Care', 'Smile Studio'])
  })

  it('labels are not names: "Best for families" (the name after it is), "Top pick", names ending in a connector, sentence starts', () => {
    const answer = `- **Best for Families:** Harbour Kids Dental
- **Top Pick:** see below
- **Great for Groups**: yes
- **Located in**: Sydney
- **These**: are not names
- **iSmile Dental**: camel-case name
- **First Choice Dental**: an ordinal can start a name
- **First**: but is none alone
- **Key Takeaways**: a section`
    expect(extractCompetitors(answer, none)).toEqual([
      'Harbour Kids Dental',
      'iSmile Dental',
      'First Choice Dental',
    ])
  })
})

describe('extractCompetitors: advice sections hold labels, not names (ADVICE_HEADING)', () => {
  const none = { name: 'Zed Services' }

  it('items of an advice section ("### Booking Tips", "### Key Considerations") are labels, not names', () => {
    const answer = `### Colour Specialists
* **Prism Colour Lab** – Balayage and colour correction.

### Money-Saving Tips
* **Timing:** Avoid end-of-month Fridays.
* **Promotions:** Many salons run first-visit discounts.`
    expect(extractCompetitors(answer, none)).toEqual(['Prism Colour Lab'])
  })
})

describe('extractCompetitors: variants of one name merge (docs/decisions/0017)', () => {
  it('merges a later shorter form and leaves out the first words of the business name', () => {
    const answer = `- **Ironclad Fitness Gym**: open 24/7
- **Zephyr**: the audited gym's short name
- **Ironclad Fitness**: also has a pool`
    expect(extractCompetitors(answer, { name: 'Zephyr Strength Studio' })).toEqual([
      'Ironclad Fitness Gym',
    ])
  })

  it('keeps a longer different name apart, and merges a longer form with a generic word', () => {
    const answer = `- **Bondi Physio** – sports injuries
- **Bondi Physio & Pilates** – clinical pilates
- **Mojo** – espresso
- **Mojo Coffee** – the same roaster`
    expect(extractCompetitors(answer, { name: 'Other' })).toEqual([
      'Bondi Physio',
      'Bondi Physio & Pilates',
      'Mojo',
    ])
  })
})

describe('extractCompetitors: places, holidays, legal forms, section titles, prices and people are not names', () => {
  const none = { name: 'Zed Services' }

  it('places listed after "in", holidays and a legal form alone are not names', () => {
    const answer =
      "Johannesburg has great salons, particularly in Rosebank, Parkhurst and Sandton [1]. Golden Hour Studio, LLC is booked out around Mother's Day and Valentine's Day are busy. In Ottawa, Centretown Dental and Glebe Dental Group are both well reviewed."
    expect(extractCompetitors(answer, { name: 'Golden Hour Studio' })).toEqual([
      'Centretown Dental',
      'Glebe Dental Group',
    ])
  })

  it('section titles, prices, a person with a title and bodies "… of …" are not competitors', () => {
    const answer = `### Typical Costs
* **$20–$28** per class
### Getting Started
* **Core Moves Pilates** – reformer classes
* **Dr. Anika Sharma** at the clinic is friendly
* **Mr. Rooter Plumbing** – drains

Check the Pool Institute of South Africa and the Greater Manchester Chamber of Commerce.`
    expect(extractCompetitors(answer, none)).toEqual(['Core Moves Pilates', 'Mr. Rooter Plumbing'])
  })
})

describe('extractCompetitors: codes of places and trades, defined acronyms, "Mr." brands, checks', () => {
  const none = { name: 'Zed Services' }

  it('codes of places and trades, "<place> CBD" and a state\'s public service are not businesses', () => {
    const answer = `1. **Acme Dental** – great
2. **NSW Health** – public dental clinics
3. **Sydney CBD** – lots of clinics
4. **HVAC** – ask about servicing
5. **NZ / UK** – different rules
6. **CBD Dental** – central`
    expect(extractCompetitors(answer, none)).toEqual(['Acme Dental', 'CBD Dental'])
  })

  it('an acronym the answer defines for a source is that source', () => {
    const answer = `**Headington Lofts** converts lofts. The Federation of Master Builders (FMB) has a search, and FMB vets members. Check the ECB (Electrical Contracting Board of South Africa); ECB lists contractors. Try AMD Solicitors.`
    expect(extractCompetitors(answer, none)).toEqual(['Headington Lofts', 'AMD Solicitors'])
  })

  it('"Mr." opens a brand; Dr. and Ms. with two names as entries of their own are sole practitioners (decision 0089)', () => {
    const answer = `1. **Mr. Pipes Clapham** – local branch
2. **Dr. Anika Sharma** – kind
3. **Ms. Jo Lee** – patient`
    expect(extractCompetitors(answer, none)).toEqual([
      'Mr. Pipes Clapham',
      'Dr. Anika Sharma',
      'Ms. Jo Lee',
    ])
  })

  it('items under "Checks before hiring" are labels; "I\'d" is never a name', () => {
    const answer = `*   **Brum Roofing:** flat roofs.

**Checks before hiring**

*   **Membership:** NFRC.
*   **Guarantees:** insurance-backed.

There are a few firms I'd look at, and **Leigh Day** has a large team.`
    expect(extractCompetitors(answer, none)).toEqual(['Brum Roofing', 'Leigh Day'])
  })
})

describe('extractCompetitors: table columns, grouped items and asides', () => {
  const none = { name: 'Zed Services' }

  it('a "#" rank column is no comparison corner, and a place column never holds the names', () => {
    const ranked = `| # | Electrician | Area |
|---|---|---|
| 1 | Laser Electrical Ponsonby | Central |
| 2 | Mainline Electrical | Henderson |`
    expect(extractCompetitors(ranked, none)).toEqual([
      'Laser Electrical Ponsonby',
      'Mainline Electrical',
    ])
    const placeFirst = `| Suburb | Studio | Price |
|---|---|---|
| Surry Hills | Anytime Fitness Surry Hills | $70 |
| Bondi | Fitness First Bondi Junction | $95 |`
    expect(extractCompetitors(placeFirst, none)).toEqual([
      'Anytime Fitness Surry Hills',
      'Fitness First Bondi Junction',
    ])
  })

  it('an item grouping names under a label reads the names, not the label', () => {
    const answer = `- **Auckland CBD:** Remedy Coffee, Kokako and Little Bird
- **North Shore:** Takapuna Beach Cafe
- **Acme Plumbing:** Dublin 8.`
    expect(extractCompetitors(answer, none)).toEqual([
      'Remedy Coffee',
      'Kokako',
      'Little Bird',
      'Takapuna Beach Cafe',
      'Acme Plumbing',
    ])
  })

  it("a name's bracketed suburb does not break a prose enumeration; an acronym in brackets does", () => {
    expect(
      extractCompetitors(
        'Good options are Acme Plumbing (Dublin 8) [1], Best Pipes Ltd (Rathmines) [2], and Liffey Drains [3].',
        none,
      ),
    ).toEqual(['Acme Plumbing', 'Best Pipes Ltd', 'Liffey Drains'])
    expect(
      extractCompetitors('Only a Registered Electrical Contractor (REC) can certify work.', none),
    ).toEqual([])
  })
})

describe('extractCompetitors: people with professional titles and road codes', () => {
  it('"Adv." and "CA" with two names as entries are sole practitioners (decision 0089); "N1" is a road', () => {
    const answer = `1. **Menon Associates** – deeds
2. **Adv. Thomas Kurian** – land disputes
3. **CA Suresh Nair** – capital gains
4. **N1** – the main road north`
    expect(extractCompetitors(answer, { name: 'Zed' })).toEqual([
      'Menon Associates',
      'Adv. Thomas Kurian',
      'CA Suresh Nair',
    ])
  })
})

describe('extractCompetitors: a business label with a description is no group', () => {
  it('"**Frankston Dental:** Serving the Peninsula and Frankston" is one business', () => {
    const answer = `*   **Frankston Orthodontic Centre:** Serving the Mornington Peninsula and Frankston.
*   **Southside:** Ranelagh Dental and Milltown Smiles`
    expect(extractCompetitors(answer, { name: 'Zed' })).toEqual([
      'Frankston Orthodontic Centre',
      'Ranelagh Dental',
      'Milltown Smiles',
    ])
  })
})

describe('extractCompetitors: a business’s own details listed under it', () => {
  it('reads no business in contact labels, a street and number, or details written without their subject', () => {
    const answer = `**Toko Roti Mawar** is a bakery in Bandung.

**Location and contact**
- Jl. Braga No. 12, Sumur Bandung, Bandung 40111
- Telephone: (022) 420 1188
- **Landline:** (022) 420 1189
- **Mobile/Viber:** 0812 2200 3344
- **Check-in/out:** 2:00 PM / 11:00 AM

**Background**
While it operated, the old branch:
- Was at Jl. Asia Afrika No. 8, Bandung
- Opened Monday to Friday 8h–17h

If it is full, **Roti Lembang Sari** nearby is a good alternative.`
    expect(extractCompetitors(answer, { name: 'Toko Roti Mawar' })).toEqual(['Roti Lembang Sari'])
  })
})

describe('extractCompetitors: amounts, German details and glossed words', () => {
  it('reads no business in "KSh 12,000", "Details I have:", a German street line, hours or an italic word glossed', () => {
    const answer = `**Bäckerei Wendt** bakes cakes, including *Eierschecke* (a Saxon custard cake). A cake costs about KSh 12,000 in Nairobi terms.

Details I have:

- Berliner Straße 9, 02826 Görlitz
- Tel. 03581 401230
- Mo–Fr 6:00–18:00 Uhr, Sa 6:00–11:00 Uhr

For bread, **Bäckerei Hoffmann** is the other name locals give.`
    expect(extractCompetitors(answer, { name: 'Bäckerei Wendt' })).toEqual(['Bäckerei Hoffmann'])
  })
})

describe('extractCompetitors: when a business began', () => {
  it('reads no business in "Founded in 2005" opening a bullet', () => {
    const answer = `**Lingua Verde** is a language school.

- Founded in 2005, it teaches English.
- Since 1998 the school has run summer camps.`
    expect(extractCompetitors(answer, { name: 'Lingua Verde' })).toEqual([])
  })
})

describe('extractCompetitors: a listing quoted in its own language', () => {
  it('reads no business in labelled contact lines, weekday names of any language, or a heading glossed in English', () => {
    const answer = `Asimi Silverworks is a silversmith in Ioannina.

**Contact details**
- Διεύθυνση: Ανεξαρτησίας 38, 453 32 Ιωάννινα
- Τηλ.: +30 2651 023874
- **GSM:** 0475 61 22 08

**Ωράριο (opening hours)**
- Δευτέρα–Σάββατο: 9:30–20:00
- Κυριακή: κλειστά

For filigree, **Argyro Workshop** nearby is also worth a look.`
    expect(extractCompetitors(answer, { name: 'Asimi Silverworks' })).toEqual(['Argyro Workshop'])
  })
})

describe('extractCompetitors: section titles made of section words', () => {
  it('reads no business in "Practical Details", "Hours & Contact" or "Activities" over bullets', () => {
    const answer = `Here's what I found about **Forest Lodge Kiri**:

**Activities**
* Guided jungle treks
* Waterfall trips

**Practical Details**
* **Phone:** +855 88 914 2270
* **Price level:** $$

**Hours & Contact**
* **Open:** 7:00 AM – 9:00 PM daily`
    expect(extractCompetitors(answer, { name: 'Forest Lodge Kiri' })).toEqual([])
  })
})
