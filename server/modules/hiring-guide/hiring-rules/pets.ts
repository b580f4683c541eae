/** Pet services: no licence for groomers, sitters or trainers at home; boarding premises need an AFCD licence. */
import { BUSINESS_REGISTRATION, WRITTEN_TERMS } from './common-rules';
import type { GenreRules, RegulationText, Text } from './rules-types';

const DOG_LICENCE: RegulationText = {
  title: { zh: '狗隻：牌照、晶片同狂犬病疫苗', en: 'Dogs: licence, microchip and rabies vaccination' },
  body: {
    zh: '根據《狂犬病規例》（第421A章），五個月大以上嘅狗要領牌、植入晶片同打狂犬病疫苗，呢個係主人嘅責任；美容師或者訓練師可能會要求睇狗牌同針卡。',
    en: "Under the Rabies Regulation (Cap. 421A), dogs over five months old must be licensed, microchipped and vaccinated against rabies; this is the owner's duty, and groomers or trainers may ask to see the licence and vaccination card.",
  },
  authority: { zh: '漁農自然護理署', en: 'Agriculture, Fisheries and Conservation Department (AFCD)' },
  check: {
    zh: '預先準備好狗牌同針卡；問下對方會唔會要求其他狗隻都打齊針。',
    en: 'Have the dog licence and vaccination card ready, and ask whether other dogs they handle must be vaccinated too.',
  },
};

const ANIMAL_WELFARE: Text = {
  zh: '《防止殘酷對待動物條例》（第169章）禁止虐待動物；揀用正向方法、唔會用痛楚或者恐嚇嘅人。',
  en: 'The Prevention of Cruelty to Animals Ordinance (Cap. 169) makes cruelty an offence; choose someone who uses positive methods, never pain or fear.',
};
const PET_DETAILS: Text = {
  zh: '講明品種、體型、年紀、性格同有冇病或者特別需要。',
  en: "Note your pet's breed, size, age, temperament and any health or special needs.",
};
const EMERGENCY: Text = {
  zh: '俾埋獸醫聯絡同緊急聯絡人，講好有事點樣處理同費用點計。',
  en: 'Share your vet and an emergency contact, and agree what happens, and who pays, if something goes wrong.',
};

export const PETS: GenreRules = {
  genre: {
    summary: {
      zh: '上門寵物服務唔使牌照；寄宿要漁護署牌照。預備好狗牌同針卡。',
      en: 'Pet services at home need no licence; boarding premises need an AFCD licence. Have licence and vaccination records ready.',
    },
    licensed: false,
    regulations: [DOG_LICENCE],
    checks: [ANIMAL_WELFARE, EMERGENCY, BUSINESS_REGISTRATION, WRITTEN_TERMS],
    prepare: [PET_DETAILS, { zh: '準備好針卡同最近嘅獸醫紀錄。', en: 'Have the vaccination card and recent vet records ready.' }],
  },
  categories: {
    'dog-grooming': {
      summary: {
        zh: '狗隻美容唔使牌照；問清楚用咩產品，預備好狗牌同針卡。',
        en: 'Dog groomers need no licence; ask which products they use, and have the dog licence and vaccination card ready.',
      },
      licensed: false,
    },
    'pet-sitting': {
      summary: {
        zh: '上門照顧寵物唔使牌照；帶返自己地方寄宿就要有漁護署寄養所牌照。',
        en: 'Sitting at your home needs no licence; boarding pets at their own premises needs an AFCD licence.',
      },
      licensed: true,
      regulations: [
        {
          title: { zh: '寄宿：寄養所牌照', en: 'Boarding: Boarding Establishment Licence' },
          body: {
            zh: '喺你屋企照顧寵物唔使牌照。但根據《公眾衞生（動物）（寄養所）規例》（第139I章），收費為動物提供食宿，須持有漁農自然護理署發出嘅寄養所牌照。',
            en: 'Looking after pets in your home needs no licence, but under the Public Health (Animals) (Boarding Establishment) Regulations (Cap. 139I), anyone who provides food and accommodation for animals for a fee needs a Boarding Establishment Licence from the AFCD.',
          },
          authority: { zh: '漁農自然護理署', en: 'Agriculture, Fisheries and Conservation Department (AFCD)' },
          check: {
            zh: '如果寵物會寄宿喺對方地方，要求睇寄養所牌照。',
            en: "If your pet will stay at the sitter's premises, ask to see the Boarding Establishment Licence.",
          },
        },
        DOG_LICENCE,
      ],
      prepare: [
        PET_DETAILS,
        {
          zh: '寫低餵食份量同時間、散步習慣同藥物。',
          en: 'Write down feeding amounts and times, walking routine and any medicine.',
        },
        EMERGENCY,
      ],
    },
    'dog-training': {
      summary: {
        zh: '狗隻訓練唔使牌照；揀用正向訓練方法嘅訓練師。',
        en: 'Dog trainers need no licence; choose one who uses positive, reward-based methods.',
      },
      licensed: false,
      prepare: [
        PET_DETAILS,
        {
          zh: '記低想改善嘅行為，幾時同喺邊度出現，可以嘅話影段片。',
          en: 'Note the behaviour you want to change, when and where it happens, and film it if you can.',
        },
      ],
    },
  },
};
