/**
 * One entity decision per answer (docs/decisions/0089): each class of name that answers in markets
 * outside the first development set got wrong has a test here, built from made-up examples.
 */
import { describe, expect, it } from 'vitest'
import { analyzeAnswer } from './entities'

describe('the audited business is named without its honorific, trade words or legal form', () => {
  it('is named as "Okonjo Eye Care" when the business is "Dr. Okonjo Eye Care"', () => {
    const a = analyzeAnswer(
      '1. **Lakeside Optical** – modern frames.\n2. **Okonjo Eye Care** – trusted for children.',
      { name: 'Dr. Okonjo Eye Care', service: 'optometrist' },
    )
    expect(a.mentioned).toBe(true)
    expect(a.competitors).toEqual(['Lakeside Optical'])
    expect(a.position).toBe(2)
  })

  it('is named by its partners\' names without the trade word ("Asante & Quaye")', () => {
    const a = analyzeAnswer(
      'For property disputes in Accra, **Asante & Quaye** and **Ofori Legal** are often recommended.',
      { name: 'Asante & Quaye Solicitors', service: 'lawyer' },
    )
    expect(a.mentioned).toBe(true)
    expect(a.competitors).toEqual(['Ofori Legal'])
  })

  it('is named as "the Jade Pavilion" when the business is "Jade Pavilion Dim Sum House"', () => {
    const a = analyzeAnswer(
      'Locals queue at the Jade Pavilion for har gow, while Red Lantern Kitchen is better for groups.',
      { name: 'Jade Pavilion Dim Sum House', service: 'restaurant' },
    )
    expect(a.mentioned).toBe(true)
  })

  it('is named joined ("TaroFix") or spaced when its name is written the other way', () => {
    expect(
      analyzeAnswer('3. **TaroFix** – same-day fridge repairs in Suva.', {
        name: 'Taro Fix Appliances Ltd',
        service: 'appliance repair',
      }).mentioned,
    ).toBe(true)
    expect(
      analyzeAnswer('- **Blue Wave Tech** – laptops and phones.', {
        name: 'BlueWave Tech Solutions',
        service: 'it support',
      }).mentioned,
    ).toBe(true)
  })

  it('is named without a legal form of any country (Sdn Bhd, (Pvt) Ltd, W.L.L., FZ-LLC)', () => {
    for (const [name, written] of [
      ['Lim & Tan Sdn. Bhd.', 'Lim & Tan'],
      ['Ceylon Smile Care (Pvt) Ltd', 'Ceylon Smile Care'],
      ['Pearl Coast Trading W.L.L.', 'Pearl Coast Trading'],
      ['Dunecrest Media FZ-LLC', 'Dunecrest Media'],
    ])
      expect(
        analyzeAnswer(`1. **${written}** – well reviewed.\n2. **Other Firm** – also good.`, {
          name,
        }).mentioned,
        name,
      ).toBe(true)
  })

  it('is named by the initials its own website spells ("Kestrel PMS" for kestrelpms.co.nz)', () => {
    const a = analyzeAnswer(
      '1. **Kestrel PMS** – manages 400 rentals in Hamilton.\n2. **Waikato Rentals** – flat fee.',
      {
        name: 'Kestrel Property Management Services',
        website: 'https://kestrelpms.co.nz',
        service: 'property manager',
      },
    )
    expect(a.mentioned).toBe(true)
    expect(a.competitors).toEqual(['Waikato Rentals'])
    expect(a.position).toBe(1)
  })

  it("is named by the practitioner's name when the business is one person", () => {
    const a = analyzeAnswer(
      '- **Dr. Faisal Qureshi** – orthodontist in Gulberg.\n- **Dr. Hina Aslam** – family dentist.',
      { name: 'Dr. Hina Aslam', service: 'dentist' },
    )
    expect(a.mentioned).toBe(true)
    expect(a.competitors).toEqual(['Dr. Faisal Qureshi'])
    expect(a.position).toBe(2)
  })
})

describe('names of other languages and customs', () => {
  it('is named without a leading article or kind of business ("Posada del Faro", "Weber & Partner")', () => {
    expect(
      analyzeAnswer('* **Posada del Faro** – rooms over the old port.', {
        name: 'La Posada del Faro',
        service: 'hotel',
      }).mentioned,
    ).toBe(true)
    expect(
      analyzeAnswer('* **Vogel & Partner** – employment law.\n* **Kanzlei am Markt** – tenancy.', {
        name: 'Kanzlei Dr. Vogel & Partner mbB',
        service: 'lawyer',
      }),
    ).toMatchObject({ mentioned: true, competitors: ['Kanzlei am Markt'] })
    expect(
      analyzeAnswer('| **Sol Nascente** | Graça | Sourdough |', {
        name: 'Padaria Sol Nascente',
        service: 'bakery',
      }).mentioned,
    ).toBe(true)
  })

  it('is named without a Burmese honorific ("Aung Min & Associates" for "U Aung Min & Associates")', () => {
    expect(
      analyzeAnswer('**Aung Min & Associates** handles company registration.', {
        name: 'U Aung Min & Associates',
        service: 'lawyer',
      }).mentioned,
    ).toBe(true)
  })

  it('keeps lower-case connectors of other languages inside names, and a bold acronym described as a firm', () => {
    const answer = `**Harrowgate Law** is large. **TRIAX** is one of the oldest firms. Try **Fahrschule am Ring**,
**Bijles aan Huis** or **Hundaskólinn í Mjódd**.`
    expect(analyzeAnswer(answer, { name: 'Zed Law' }).competitors).toEqual([
      'Harrowgate Law',
      'TRIAX',
      'Fahrschule am Ring',
      'Bijles aan Huis',
      'Hundaskólinn í Mjódd',
    ])
  })
})

describe('places and look-alikes are not the business', () => {
  it("does not take a street or district named with the business's words as a mention", () => {
    const business = { name: 'Coral Ridge Bakery', service: 'bakery' }
    expect(
      analyzeAnswer('Try **Mama Tess Breads** on Coral Ridge Road for sourdough.', business)
        .mentioned,
    ).toBe(false)
    expect(
      analyzeAnswer('Several bakeries cluster in the Coral Ridge area near the market.', business)
        .mentioned,
    ).toBe(false)
    expect(
      analyzeAnswer(
        "Coral Ridge's bakeries open early; **Mama Tess Breads** is the best.",
        business,
      ).mentioned,
    ).toBe(false)
    expect(
      analyzeAnswer('The Coral Ridge Mall food court has a few stalls.', business).mentioned,
    ).toBe(false)
  })

  it('does not take a look-alike with an extra distinctive word as a mention', () => {
    const a = analyzeAnswer('1. **Bright Tooth Studio** – whitening.\n2. **Smile Hub** – kids.', {
      name: 'Bright Tooth',
      service: 'dentist',
    })
    expect(a.mentioned).toBe(false)
    expect(a.competitors).toEqual(['Bright Tooth Studio', 'Smile Hub'])
  })
})

describe('what is not a competitor', () => {
  it('leaves out suburbs, districts, free zones and malls', () => {
    const answer = `Here are some options in Dubai:

* **Al Qusais:** Several clinics, including **Palm Tree Dental**.
* **Jebel Ali Free Zone** hosts many logistics firms.
* **Harbourline Physio** – in **Marina Walk Mall**, open late.
* **Kiswa Heights** is a quieter residential district.`
    expect(
      analyzeAnswer(answer, { name: 'Zed Clinic', service: 'physiotherapy' }).competitors,
    ).toEqual(['Palm Tree Dental', 'Harbourline Physio'])
  })

  it('leaves out professional bodies, regulators and courts of any country', () => {
    const answer = `1. **Mwangaza Advocates** – commercial law.
2. **Kilima & Otieno Advocates** – land disputes.

Check that your lawyer is listed with the **Law Society of Tanganyika**, complaints go to the
**Advocates Disciplinary Tribunal**, and cases are heard at the **High Court of Zambezia**. The
**Institute of Certified Accountants of Ruvuma** keeps a public register.`
    expect(analyzeAnswer(answer, { name: 'Zed Law', service: 'lawyer' }).competitors).toEqual([
      'Mwangaza Advocates',
      'Kilima & Otieno Advocates',
    ])
  })

  it("leaves out a product's or scheme's acronym in bold", () => {
    const answer = `1. **Baobab Wealth Advisers** – good for retirement planning.

Ask each adviser about **NSSF** top-ups, **SACCO** loans and whether a **REIT** suits you.`
    expect(
      analyzeAnswer(answer, { name: 'Zed Advisers', service: 'financial adviser' }).competitors,
    ).toEqual(['Baobab Wealth Advisers'])
  })

  it('writes a competitor without the branch after a comma', () => {
    const answer = `1. **Tembo Smile Clinic, Kisumbe** – open Saturdays.
2. **Ngome Dental Centre, Upanga** – children's dentistry.`
    expect(analyzeAnswer(answer, { name: 'Zed Dental', service: 'dentist' }).competitors).toEqual([
      'Tembo Smile Clinic',
      'Ngome Dental Centre',
    ])
  })

  it('takes the clinic, not the doctor named at it, and a sole practitioner as an option', () => {
    const answer = `1. **Mvuli Dental Clinic** – led by **Dr. Neema Mollel**, gentle with nervous patients.
2. **Dr. Baraka Shirima** – independent orthodontist, Masaki.
3. **Zed Dental** – where **Dr. Imani Swai** sees children.`
    const a = analyzeAnswer(answer, { name: 'Zed Dental', service: 'dentist' })
    expect(a.competitors).toEqual(['Mvuli Dental Clinic', 'Dr. Baraka Shirima'])
    expect(a.mentioned).toBe(true)
    expect(a.position).toBe(3)
  })
})

describe('one decision: mention, position and competitors agree', () => {
  it('never lists the business among its competitors, nor ranks it without a mention', () => {
    const business = { name: 'Dr. Okonjo Eye Care', website: 'https://okonjoeyecare.ng' }
    const answer = `1. **Okonjo Eye Care (okonjoeyecare.ng)** – paediatric exams.
2. **VisionPlus Lekki** – designer frames.`
    const a = analyzeAnswer(answer, business)
    expect(a.mentioned).toBe(true)
    expect(a.competitors).toEqual(['VisionPlus Lekki'])
    expect(a.position).toBe(1)
    const none = analyzeAnswer('1. **VisionPlus Lekki** – designer frames.', business)
    expect(none).toMatchObject({ mentioned: false, position: null })
  })
})

describe('places and non-options in running text', () => {
  it('a short form in bold after a place preposition, or a section titled with it, is the place', () => {
    const answer = `If you want to stay near **Ngong Hills** (25 km out), these lodges come up most:

**Ngong Hills**
1. **Kerarapon Cottages** – quiet, with views.
2. **Acacia Ridge Camp** – tents and a fire pit.`
    expect(
      analyzeAnswer(answer, { name: 'Ngong Hills Heritage Lodge', service: 'hotel' }),
    ).toMatchObject({ mentioned: false, competitors: ['Kerarapon Cottages', 'Acacia Ridge Camp'] })
  })

  it('a name ending in a kind of business is cut before its street ("… Kitchen on Norzin Lam")', () => {
    const answer = `Locals like Druk Noodle Kitchen on Norzin Lam for thukpa, and Yangchen Bistro is quieter.`
    expect(analyzeAnswer(answer, { name: 'Zed Cafe' }).competitors).toEqual([
      'Druk Noodle Kitchen',
      'Yangchen Bistro',
    ])
  })

  it('the website\'s initials with the rest of the name ("HN Design Studio", hndesign.jo)', () => {
    expect(
      analyzeAnswer('1. **HN Design Studio** – villas.\n2. **Qubba Interiors** – offices.', {
        name: 'Haddad & Nasser Design Studio LLC',
        website: 'https://www.hndesign.jo',
      }),
    ).toMatchObject({ mentioned: true, competitors: ['Qubba Interiors'], position: 1 })
  })

  it('a country, region or city of the gazetteer in a sentence is no competitor', () => {
    const answer = `**Kopje Safaris** and **Mopane Trails** both run trips from Victoria Falls. If you are
combining Zimbabwe and Botswana, **Kopje Safaris** handles the border paperwork.`
    expect(analyzeAnswer(answer, { name: 'Zed Tours' }).competitors).toEqual([
      'Kopje Safaris',
      'Mopane Trails',
    ])
  })

  it('a list of places after a preposition, and landmarks, are places', () => {
    const answer = `Studios cluster across Belmont Heights, Kanoni and Riverside:

**Sunrise Yoga Loft** is the calmest. **Prana House Studio** has views of the Old Harbour Fort and
Kanoni Mosque.`
    expect(analyzeAnswer(answer, { name: 'Zed Yoga', service: 'yoga studio' }).competitors).toEqual(
      ['Sunrise Yoga Loft', 'Prana House Studio'],
    )
  })

  it('insurers and payment means after their cue are no options', () => {
    const answer = `**Mtoni Pharmacy** accepts insurance from **Jubila Health** and **Sanlam**, and you can
pay with **M-Pesa**. **Baraka Chemists** is open late.`
    expect(analyzeAnswer(answer, { name: 'Zed Pharmacy' }).competitors).toEqual([
      'Mtoni Pharmacy',
      'Baraka Chemists',
    ])
  })

  it('a business named in running text with a kind of business is an option wherever it stands', () => {
    const answer = `For bookkeeping, Chilenje Accounting Services, near the civic centre, is well regarded.
Mwale Brothers Garage in Kabwata is a family-run workshop.`
    expect(analyzeAnswer(answer, { name: 'Zed Advisers' }).competitors).toEqual([
      'Chilenje Accounting Services',
      'Mwale Brothers Garage',
    ])
  })

  it('names letters of other scripts as Latin ones, and a Québec or Mauritius "Ltée"', () => {
    expect(
      analyzeAnswer('1. **Marsaxlokk Removals** – careful with antiques.', {
        name: 'Marsaxlokk Removals Ltd',
      }).mentioned,
    ).toBe(true)
    expect(
      analyzeAnswer('1. **Ħamrun Movers** – fast.\n2. **Other Firm** – slow.', {
        name: 'Hamrun Movers',
      }).mentioned,
    ).toBe(true)
    expect(
      analyzeAnswer('**Pharmacie Bissoon** on Royal Road is a family pharmacy.', {
        name: 'Pharmacie Bissoon Ltée',
      }).mentioned,
    ).toBe(true)
  })

  it('a short form of the name written as a place once is that place all through the answer', () => {
    const answer = `Clinics are concentrated in Sector 12 and the old town.

## If you live in Sector 12
Sector 12 itself has a few small surgeries, but **Crown Dental** is a short drive away.`
    const a = analyzeAnswer(answer, { name: 'Sector 12 Dental Clinic', service: 'dentist' })
    expect(a).toMatchObject({ mentioned: false, competitors: ['Crown Dental'] })
  })
})
