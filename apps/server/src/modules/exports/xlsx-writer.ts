import type { Writable } from 'node:stream';
import { neutraliseCell } from '@lastro/domain';
import type { ExportCell } from '../../lib/export-source';
import type { ExportWriter, ExportWriterColumn } from './export-writers';
import { createZipWriter } from './zip-writer';

/*
 * The xlsx container written by hand: a spreadsheet package is a zip of a few XML parts, and
 * an export only needs one sheet of texts and numbers, a bold frozen header and column widths.
 * Building each row's XML as one string (inline strings, no shared-strings table) costs a
 * fraction of what a general spreadsheet library spends on cell objects and styles per row.
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES_XML =
  XML_DECL +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS_XML =
  XML_DECL +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS_XML =
  XML_DECL +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Style 0: the body (Calibri 11, General); style 1: the header (bold). */
const STYLES_XML =
  XML_DECL +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const workbookXml = (sheetName: string) =>
  XML_DECL +
  `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  `<sheets><sheet name="${xmlAttr(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

/** Characters XML 1.0 cannot carry at all (dropped, as exceljs did) and those it must escape. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_WORK = /[&<>\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_WORK_ALL = /[&<>\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function xmlText(text: string): string {
  return NEEDS_WORK.test(text) ? text.replace(NEEDS_WORK_ALL, (c) => ENTITIES[c] ?? '') : text;
}

function xmlAttr(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;');
}

/** A1-style column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** One cell's XML (empty for an empty cell); `style` is the cell's style attribute, if any. */
function cellXml(ref: string, value: ExportCell | undefined, style: string): string {
  const v = neutraliseCell(value);
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"${style}><v>${v}</v></c>` : '';
  if (typeof v !== 'string' || v === '') return '';
  // Spreadsheets trim a text's outer blanks unless told to keep them.
  const keep = v.charCodeAt(0) <= 32 || v.charCodeAt(v.length - 1) <= 32 ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${keep}>${xmlText(v)}</t></is></c>`;
}

export function createXlsxWriter(target: Writable, sheetName: string, columns: ExportWriterColumn[]): ExportWriter {
  // zlib's fastest level: its files are about the size exceljs's default level made of the
  // longer XML it wrote, at a third of the compression time of level 6.
  const zip = createZipWriter(target, { level: 1 });
  const letters = columns.map((_, i) => columnLetters(i));
  let rowNumber = 1;

  const started = (async () => {
    await zip.addFile('[Content_Types].xml', CONTENT_TYPES_XML);
    await zip.addFile('_rels/.rels', ROOT_RELS_XML);
    await zip.addFile('xl/workbook.xml', workbookXml(sheetName.slice(0, 31)));
    await zip.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML);
    await zip.addFile('xl/styles.xml', STYLES_XML);
    const sheet = await zip.openEntry('xl/worksheets/sheet1.xml');
    const cols = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? Math.max(12, c.header.length + 2)}" customWidth="1"/>`)
      .join('');
    const header = columns.map((c, i) => cellXml(`${letters[i]}1`, c.header, ' s="1"')).join('');
    await sheet.write(
      XML_DECL +
        `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>' +
        '</sheetView></sheetViews>' +
        '<sheetFormatPr defaultRowHeight="15"/>' +
        (cols ? `<cols>${cols}</cols>` : '') +
        `<sheetData><row r="1" s="1" customFormat="1">${header}</row>`,
    );
    return sheet;
  })();
  // A failure before the first addRows must not go unhandled; the next await rethrows it.
  started.catch(() => undefined);

  return {
    async addRows(rows) {
      const sheet = await started;
      let xml = '';
      for (const row of rows) {
        const r = ++rowNumber;
        xml += `<row r="${r}">`;
        for (let i = 0; i < row.length; i++) xml += cellXml(`${letters[i] ?? columnLetters(i)}${r}`, row[i], '');
        xml += '</row>';
      }
      await sheet.write(xml);
    },
    async finish() {
      const sheet = await started;
      await sheet.write(
        '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>',
      );
      await sheet.close();
      await zip.finish();
    },
    async abort(err) {
      zip.abort(err);
    },
  };
}
