/**
 * What an XLSX is refused for before SheetJS sees it: its zip's own directory (entries, declared sizes, methods),
 * each entry inflated into nothing to prove it unpacks to what it declares, and, on the way, the text its XML
 * parts hold measured the way SheetJS would build it (a cell or shared string over what a cell may hold, or the
 * cells' text altogether, shared strings counted once per cell that shows them, over the unpacked cap). Nothing is
 * kept but counters: a bomb costs its declared size in time and next to nothing in memory.
 */
import { createInflateRaw } from 'node:zlib';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { HttpError } from '../http/errors';

/** Entries a workbook may hold; a real one has a few dozen. */
export const ZIP_MAX_ENTRIES = 1_000;
/** What a workbook may unpack to, all entries together; and what its cells' text may come to, all cells together. */
export const ZIP_MAX_UNPACKED = 100 * 1024 * 1024;
/** The most characters a cell holds (Excel's own limit); a shared string, an inline string or a value longer is refused. */
export const CELL_MAX_CHARS = 32_767;
/** The longest tag (name and attributes) an XML part may have: Excel writes a few hundred bytes at most. */
const TAG_MAX_BYTES = 64 * 1024;

const unreadable = (): HttpError => new HttpError(400, MESSAGES.uploadUnreadable);

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries of the zip's central directory, found through its End of Central Directory record. */
function centralDirectory(zip: Buffer): ZipEntry[] {
  const EOCD = 0x06054b50;
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = zip.readUInt16LE(eocd + 10);
  const dirSize = zip.readUInt32LE(eocd + 12);
  const dirOffset = zip.readUInt32LE(eocd + 16);
  // Zip64 (the 0xFFFF / 0xFFFFFFFF markers) is for archives far beyond an upload's size: refused.
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) throw unreadable();
  if (count > ZIP_MAX_ENTRIES) throw unreadable();
  if (dirOffset + dirSize > eocd) throw unreadable();
  const entries: ZipEntry[] = [];
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || zip.readUInt32LE(p) !== 0x02014b50) throw unreadable();
    const nameLength = zip.readUInt16LE(p + 28);
    if (p + 46 + nameLength > eocd) throw unreadable();
    const entry: ZipEntry = {
      name: zip.toString('latin1', p + 46, p + 46 + nameLength),
      method: zip.readUInt16LE(p + 10),
      compressedSize: zip.readUInt32LE(p + 20),
      size: zip.readUInt32LE(p + 24),
      localOffset: zip.readUInt32LE(p + 42),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw unreadable();
    entries.push(entry);
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return entries;
}

/** Parts SheetJS reads as text (XML); media and binary parts are only checked for their size. */
const isXmlPart = (name: string): boolean => /\.(xml|rels|vml)$/i.test(name);

const enum State {
  Text,
  Tag,
  Entity,
}

const isSpace = (b: number | undefined): boolean => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/** Whether a cell tag's attributes (from `from` to `to`) say t="s": its value is the index of a shared string. */
function namesSharedString(tag: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (tag[i] !== 0x74 /* t */ || !isSpace(tag[i - 1])) continue;
    let j = i + 1;
    while (isSpace(tag[j])) j++;
    if (tag[j] !== 0x3d /* = */) continue;
    j++;
    while (isSpace(tag[j])) j++;
    const quote = tag[j];
    if ((quote === 0x22 || quote === 0x27) && tag[j + 1] === 0x73 /* s */ && tag[j + 2] === quote) return true;
  }
  return false;
}

/**
 * Counts, byte by byte across the inflated chunks of the XML parts, what SheetJS would make of them: the characters
 * of each shared string (`<si>`), of each cell (`<c>`: inline strings, values), of any run of text and the bytes
 * of any tag. A shared-string cell counts the length of the string it shows. Characters are UTF-8 lead bytes; an
 * entity (`&amp;`) is one.
 */
class WorkbookTextMeter {
  /** Characters of the shared strings seen so far, by index. */
  private sharedLengths = new Uint32Array(1_024);
  private sharedCount = 0;
  private longestShared = 0;
  /** Shared-string cells met before the string they name (a workbook that writes its sheets before its strings). */
  private unresolved = 0;
  /** Shared strings and cells, a shared-string cell counting its string. */
  private expanded = 0;

  private state = State.Text;
  private textRun = 0;
  private entityBytes = 0;
  private readonly tag = Buffer.alloc(TAG_MAX_BYTES);
  private tagLength = 0;
  private inShared = false;
  private sharedChars = 0;
  private inCell = false;
  private cellShared = false;
  private cellChars = 0;
  private inValue = false;
  private valueIndex = 0;

  /** Starts a new part (an unclosed element of the previous one does not carry over). */
  startPart(): void {
    this.state = State.Text;
    this.textRun = 0;
    this.tagLength = 0;
    this.inShared = false;
    this.inCell = false;
    this.inValue = false;
  }

  /** Measures the next bytes of the current part; throws the unreadable refusal as soon as a limit is passed. */
  write(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (this.state === State.Tag) {
        if (b === 0x3e /* > */) this.endTag();
        else if (this.tagLength === TAG_MAX_BYTES) throw unreadable();
        else this.tag[this.tagLength++] = b;
      } else if (b === 0x3c /* < */) {
        this.state = State.Tag;
        this.tagLength = 0;
      } else if (this.state === State.Entity) {
        // An entity is one character; one that runs on without its ";" is read as text from its next byte.
        if (b === 0x3b /* ; */ || ++this.entityBytes > 12) this.state = State.Text;
      } else if ((b & 0xc0) !== 0x80) {
        if (b === 0x26 /* & */) {
          this.state = State.Entity;
          this.entityBytes = 0;
        }
        this.character(b);
      }
    }
  }

  /** One character of text at the current place. */
  private character(b: number): void {
    if (++this.textRun > CELL_MAX_CHARS) throw unreadable();
    if (this.inShared && ++this.sharedChars > CELL_MAX_CHARS) throw unreadable();
    if (this.inCell) {
      if (this.cellShared && this.inValue) {
        // A shared-string cell's value is the index of its string.
        this.valueIndex = b >= 0x30 && b <= 0x39 ? Math.min(this.valueIndex * 10 + (b - 0x30), 0xffffffff) : this.valueIndex;
      } else if (++this.cellChars > CELL_MAX_CHARS) throw unreadable();
    }
  }

  /** The tag's local name (after any namespace prefix), and whether it closes or is self-closing. */
  private endTag(): void {
    this.state = State.Text;
    this.textRun = 0;
    const tag = this.tag;
    const length = this.tagLength;
    const closing = length > 0 && tag[0] === 0x2f; /* / */
    const selfClosing = length > 0 && tag[length - 1] === 0x2f;
    let start = closing ? 1 : 0;
    let end = start;
    while (end < length && !isSpace(tag[end]) && tag[end] !== 0x2f) {
      if (tag[end] === 0x3a /* : */) start = end + 1;
      end++;
    }
    const nameLength = end - start;
    if (nameLength === 2 && tag[start] === 0x73 && tag[start + 1] === 0x69) this.sharedTag(closing, selfClosing); // si
    else if (nameLength === 1 && tag[start] === 0x63) this.cellTag(closing, selfClosing, end); // c
    else if (nameLength === 1 && tag[start] === 0x76 && this.inCell) this.valueTag(closing, selfClosing); // v
  }

  private sharedTag(closing: boolean, selfClosing: boolean): void {
    if (!closing && !selfClosing) {
      this.inShared = true;
      this.sharedChars = 0;
      return;
    }
    const chars = closing ? this.sharedChars : 0;
    this.inShared = false;
    if (this.sharedCount === this.sharedLengths.length) {
      const grown = new Uint32Array(this.sharedLengths.length * 2);
      grown.set(this.sharedLengths);
      this.sharedLengths = grown;
    }
    this.sharedLengths[this.sharedCount++] = chars;
    this.longestShared = Math.max(this.longestShared, chars);
    this.add(chars);
  }

  private cellTag(closing: boolean, selfClosing: boolean, nameEnd: number): void {
    if (closing) {
      if (this.inCell && !this.cellShared) this.add(this.cellChars);
      this.inCell = false;
      return;
    }
    if (selfClosing) return;
    this.inCell = true;
    this.cellChars = 0;
    this.valueIndex = 0;
    this.inValue = false;
    this.cellShared = namesSharedString(this.tag, nameEnd, this.tagLength);
  }

  private valueTag(closing: boolean, selfClosing: boolean): void {
    if (!closing && !selfClosing) {
      this.inValue = true;
      this.valueIndex = 0;
      return;
    }
    if (closing && this.cellShared && this.inValue) {
      if (this.valueIndex < this.sharedCount) this.add(this.sharedLengths[this.valueIndex]!);
      else this.unresolved++;
    }
    this.inValue = false;
  }

  private add(chars: number): void {
    this.expanded += chars;
    if (this.expanded > ZIP_MAX_UNPACKED) throw unreadable();
  }

  /** After the last part: shared-string cells met before their strings count as the longest string. */
  finish(): void {
    if (this.expanded + this.unresolved * this.longestShared > ZIP_MAX_UNPACKED) throw unreadable();
  }
}

/**
 * Inflates an entry without keeping its output, handing each piece to `meter`, and fails as soon as it unpacks to
 * more than it declared (or the meter refuses).
 */
function inflatesWithin(data: Buffer, declared: number, meter: ((chunk: Buffer) => void) | null): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    let settled = false;
    const done = (ok: boolean, error?: unknown) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      if (error) reject(error);
      else resolve(ok);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > declared) return done(false);
      try {
        meter?.(chunk);
      } catch (err) {
        done(false, err);
      }
    });
    inflate.on('error', () => done(false));
    inflate.on('end', () => done(total === declared));
    inflate.end(data);
  });
}

/**
 * Refuses a zip bomb, and a workbook whose cells would unpack to too much, before any parser sees it: more than
 * ZIP_MAX_ENTRIES entries, more than ZIP_MAX_UNPACKED declared once unpacked, an entry that unpacks to more than it
 * declares, or XML text over the limits of WorkbookTextMeter. The parts named like shared strings are measured
 * first, so that the cells after them count the strings they show.
 */
export async function checkZip(zip: Buffer): Promise<void> {
  const entries = centralDirectory(zip);
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (total > ZIP_MAX_UNPACKED) throw unreadable();
  }
  const ordered = [...entries.filter((e) => /sharedstrings/i.test(e.name)), ...entries.filter((e) => !/sharedstrings/i.test(e.name))];
  const meter = new WorkbookTextMeter();
  for (const e of ordered) {
    const local = e.localOffset;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const end = start + e.compressedSize;
    if (end > zip.length) throw unreadable();
    const measure = isXmlPart(e.name) ? (chunk: Buffer) => meter.write(chunk) : null;
    meter.startPart();
    if (e.method === 0) {
      if (e.compressedSize !== e.size) throw unreadable();
      measure?.(zip.subarray(start, end));
    } else if (e.method === 8) {
      if (!(await inflatesWithin(zip.subarray(start, end), e.size, measure))) throw unreadable();
    } else {
      throw unreadable();
    }
  }
  meter.finish();
}
