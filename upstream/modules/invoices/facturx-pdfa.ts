// The PDF/A-3B parts of a Factur-X file, set after @e-invoice-eu/core has attached factur-x.xml
// (with @cantoo/pdf-lib, the PDF library it uses itself). The library (2.3.4) declares PDF/A-3B but
// leaves three gaps that PDFBox Preflight finds: the output intent's ICC profile has no /N (the
// number of colour components, mandatory), its XMP metadata is written as Latin-1 cut to bytes
// (any "ü" or "Ł" in the company's name makes it invalid UTF-8), and the document information
// dictionary disagrees with the XMP (Title, Producer, Creator, Keywords). Here the profile gets
// its /N from its own header, and the XMP is written anew in UTF-8 from the same values as the
// information dictionary: PDF/A identification (part 3, conformance B), Dublin Core, the dates,
// and the Factur-X extension schema with its four properties (Factur-X 1.0, § 6.2.2).
// The fonts are embedded by our rendering (pdf-fonts.ts). docs/decisions/pdf.md.
import { PDFArray, PDFDict, PDFDocument, PDFHeader, PDFName, PDFNumber, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';

export type TPdfaMeta = {
  title: string; author: string; subject: string; keywords: string; creatorTool: string;
  /** The embedded XML: its file name, the Factur-X version and conformance level. */
  facturx: { fileName: string; version: string; conformanceLevel: string };
};

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const xmpDate = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** Colour components of an ICC profile, from the colour space in its header (bytes 16..19). */
function iccComponents(profile: Uint8Array): number {
  const space = new TextDecoder('latin1').decode(profile.subarray(16, 20));
  return ({ 'GRAY': 1, 'RGB ': 3, 'Lab ': 3, 'CMYK': 4 } as Record<string, number>)[space] ?? 3;
}

function fixOutputIntents(doc: PDFDocument): void {
  const intents = doc.catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray);
  for (let i = 0; i < (intents?.size() ?? 0); i++) {
    const profile = intents!.lookupMaybe(i, PDFDict)?.lookup(PDFName.of('DestOutputProfile'));
    if (!(profile instanceof PDFRawStream) || profile.dict.has(PDFName.of('N'))) continue;
    // The library writes the profile unfiltered; a filtered one is taken as RGB like pdfkit's sRGB.
    const raw = profile.dict.has(PDFName.of('Filter')) ? new Uint8Array(20) : profile.getContents();
    profile.dict.set(PDFName.of('N'), PDFNumber.of(iccComponents(raw)));
  }
}

function xmp(meta: TPdfaMeta, at: Date): string {
  const li = (s: string) => `<rdf:li xml:lang="x-default">${xml(s)}</rdf:li>`;
  const prop = (name: string, description: string) => `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name>`
    + `<pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category>`
    + `<pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt>${li(meta.title)}</rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${xml(meta.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:description><rdf:Alt>${li(meta.subject)}</rdf:Alt></dc:description></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${xml(meta.creatorTool)}</pdf:Producer><pdf:Keywords>${xml(meta.keywords)}</pdf:Keywords></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${xml(meta.creatorTool)}</xmp:CreatorTool>
<xmp:CreateDate>${xmpDate(at)}</xmp:CreateDate><xmp:ModifyDate>${xmpDate(at)}</xmp:ModifyDate><xmp:MetadataDate>${xmpDate(at)}</xmp:MetadataDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource"><pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>${prop('DocumentFileName', 'The name of the embedded XML document')}${prop('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
${prop('Version', 'The actual version of the standard applying to the embedded XML document')}${prop('ConformanceLevel', 'The conformance level of the embedded XML document')}</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${xml(meta.facturx.fileName)}</fx:DocumentFileName><fx:Version>${xml(meta.facturx.version)}</fx:Version><fx:ConformanceLevel>${xml(meta.facturx.conformanceLevel)}</fx:ConformanceLevel></rdf:Description>
</rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The library's Factur-X file with its PDF/A-3B parts made right (see the head of this file). */
export async function completePdfA3b(bytes: Uint8Array, meta: TPdfaMeta, at: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  fixOutputIntents(doc);
  // The dates at whole seconds: the information dictionary and the XMP must say the same.
  const when = new Date(Math.floor(at.getTime() / 1000) * 1000);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords([meta.keywords]);
  doc.setCreator(meta.creatorTool);
  doc.setProducer(meta.creatorTool);
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  // The library's XMP goes (not only unreferenced: its bytes would stay in the file).
  const old = doc.catalog.get(PDFName.of('Metadata'));
  if (old instanceof PDFRef) doc.context.delete(old);
  const data = new TextEncoder().encode(xmp(meta, when));
  const stream = doc.context.stream(data, { Type: 'Metadata', Subtype: 'XML', Length: data.length });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  // PDF/A-3 is ISO 32000-1, PDF 1.7 (our rendering starts at pdfkit's 1.3).
  doc.context.header = PDFHeader.forVersion(1, 7);
  // A classic cross-reference table (PDF/A-3 allows streams; every PDF/A reader takes a table).
  return doc.save({ useObjectStreams: false });
}
