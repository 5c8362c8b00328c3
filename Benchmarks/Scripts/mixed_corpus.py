"""Writes Resources/corpus-mixed.json: the 10,000-paragraph mixed-script corpus of `TextLayoutCorpus mixed`.

    /usr/bin/python3 Scripts/mixed_corpus.py

Deterministic (random.Random(2026)); the output is committed, so nothing is generated at benchmark time.
Shares, by paragraph:
  * 60 % English and 10 % Chinese, taken in order from Resources/corpus.json (the Pango-anchored corpus);
  * 10 % Hebrew and 8 % Arabic, 5-30 words, a third of them with a Latin word or a number inside (bidi);
  * 7 % Hindi (Devanagari conjuncts) and 5 % Thai (no spaces between words, spaces between phrases);
  * then 15 % of all paragraphs get one to three emoji (ZWJ families, skin tones, flags, keycaps) between words.
The word lists below are the project's own.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

HEBREW = ("שלום עולם בית ספר אהבה יום לילה מים אוכל חבר משפחה עבודה זמן דרך עיר ארץ ילד ילדה אישה איש "
          "גדול קטן טוב חדש ישן יפה הזמנה מספר נשלחה הודעה תודה בבקשה מחר היום אתמול כן לא של עם על "
          "את הוא היא אנחנו").split()
ARABIC = ("مرحبا عالم بيت كتاب مكتبة كاتب يوم ليل ماء طعام صديق عائلة عمل وقت طريق مدينة بلد ولد بنت "
          "امرأة رجل كبير صغير جيد جديد قديم جميل طلب رقم رسالة شكرا غدا اليوم أمس نعم لا في على مع "
          "هو هي نحن").split()
HINDI = ("नमस्ते दुनिया घर किताब दिन रात पानी खाना दोस्त परिवार काम समय रास्ता शहर देश लड़का लड़की "
         "बड़ा छोटा अच्छा नया पुराना सुंदर संदेश धन्यवाद कल आज हाँ नहीं में पर और है हैं क्षत्रिय द्वितीय "
         "संयुक्त प्रश्न स्वागत").split()
THAI = ("สวัสดี ขอบคุณ ภาษาไทย ประเทศไทย วันนี้ พรุ่งนี้ อาหาร น้ำ บ้าน หนังสือ เพื่อน ครอบครัว ทำงาน "
        "เวลา ถนน เมือง เด็ก ผู้หญิง ผู้ชาย ใหญ่ เล็ก ดี ใหม่ เก่า สวย ข้อความ").split()
LATIN_INSERTS = ["Swift", "iPhone", "LayoutSnap", "OK", "Wi-Fi", "#123", "2026", "3.14", "42", "v2.1"]
EMOJI = ["😀", "👍🏽", "👨\u200d👩\u200d👧\u200d👦", "🇫🇷", "🇯🇵", "❤️", "1️⃣", "🎉", "🙏🏻",
         "👩🏾\u200d💻", "🏳️\u200d🌈", "🐶", "☕", "✈️"]


def rtl_sentence(rnd, words, end):
    out = [rnd.choice(words) for _ in range(rnd.randint(5, 30))]
    if rnd.random() < 1 / 3:
        out.insert(rnd.randint(1, len(out) - 1), rnd.choice(LATIN_INSERTS))
    return " ".join(out) + end


def main():
    with open(os.path.join(HERE, "..", "Resources", "corpus.json"), encoding="utf-8") as f:
        base = json.load(f)
    english = [p for p in base if p.isascii()]
    chinese = [p for p in base if not p.isascii()]
    rnd = random.Random(2026)
    paragraphs = []
    for i in range(10000):
        r = rnd.random()
        if r < 0.60:
            text = english[i % len(english)]
        elif r < 0.70:
            text = chinese[i % len(chinese)]
        elif r < 0.80:
            text = rtl_sentence(rnd, HEBREW, ".")
        elif r < 0.88:
            text = rtl_sentence(rnd, ARABIC, "،" if rnd.random() < 0.2 else ".")
        elif r < 0.95:
            text = " ".join(rnd.choice(HINDI) for _ in range(rnd.randint(5, 30))) + "।"
        else:
            phrases = ["".join(rnd.choice(THAI) for _ in range(rnd.randint(2, 4))) for _ in range(rnd.randint(2, 8))]
            text = " ".join(phrases)
        if rnd.random() < 0.15:
            words = text.split(" ")
            for _ in range(rnd.randint(1, 3)):
                words.insert(rnd.randint(0, len(words)), rnd.choice(EMOJI))
            text = " ".join(words)
        paragraphs.append(text)
    with open(os.path.join(HERE, "..", "Resources", "corpus-mixed.json"), "w", encoding="utf-8") as f:
        json.dump(paragraphs, f, ensure_ascii=False, indent=0)
        f.write("\n")


if __name__ == "__main__":
    main()
