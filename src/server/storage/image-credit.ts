import { LICENCE_TERMS, type ProjectLicence } from '#shared/constants';

/** Who made a piece of work and what others may do with it, written into every copy of its images. */
export type ImageCredit = {
  creator: string;
  /** The creator's public profile: where to find them and to ask for a licence. */
  profileUrl: string;
  licence: ProjectLicence;
  /** The year of the copyright notice. */
  year: number;
  /** Whether the creator reserves their work from AI training (docs/decisions/0065). */
  reservedFromAiTraining: boolean;
};

// The PLUS Coalition's data-mining vocabulary (IPTC Photo Metadata 2023.1, plus:DataMining): the
// reservation names AI training; a member who lifts it leaves the field unspecified, granting nothing
// beyond their licence.
const DATA_MINING = 'http://ns.useplus.org/ldf/vocab/DMI-';

// XML 1.0 has no place for control characters but tab and line breaks: they are left out.
const isXmlCharacter = (char: string) => char >= ' ' || char === '\t' || char === '\n' || char === '\r';
const escapeXml = (text: string) =>
  [...text]
    .filter(isXmlCharacter)
    .join('')
    .replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The copyright notice, in the words Creative Commons and IPTC use. */
export function copyrightNotice(credit: ImageCredit) {
  const terms = LICENCE_TERMS[credit.licence];
  if (credit.licence === 'cc0-1.0') return `${credit.creator}, ${credit.year}. No rights reserved (CC0 1.0).`;
  return terms
    ? `© ${credit.year} ${credit.creator}. Licensed under ${terms.name}.`
    : `© ${credit.year} ${credit.creator}. All rights reserved.`;
}

/**
 * The XMP packet of a copy: IPTC Core and PLUS for creator, credit line, copyright notice, licence,
 * web statement and data mining; Creative Commons' own properties for the licence. Nothing else of
 * the upload's metadata reaches a copy (docs/decisions/0067-work-images-at-full-quality.md).
 */
export function creditXmp(credit: ImageCredit): string {
  const terms = LICENCE_TERMS[credit.licence];
  const creator = escapeXml(credit.creator);
  const profile = escapeXml(credit.profileUrl);
  const notice = escapeXml(copyrightNotice(credit));
  const webStatement = escapeXml(terms?.url ?? credit.profileUrl);
  const dataMining = `${DATA_MINING}${credit.reservedFromAiTraining ? 'PROHIBITED-AIMLTRAINING' : 'UNSPECIFIED'}`;
  const licenceProperties = terms ? `\n   cc:license="${escapeXml(terms.url)}"` : '';
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
   xmlns:dc="http://purl.org/dc/elements/1.1/"
   xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"
   xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"
   xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"
   xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/"
   xmlns:cc="http://creativecommons.org/ns#"
   photoshop:Credit="${creator}"
   xmpRights:Marked="${credit.licence === 'cc0-1.0' ? 'False' : 'True'}"
   xmpRights:WebStatement="${webStatement}"
   plus:DataMining="${dataMining}"
   cc:attributionName="${creator}"
   cc:attributionURL="${profile}"${licenceProperties}>
   <dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator>
   <dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${notice}</rdf:li></rdf:Alt></dc:rights>
   <xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">${notice}</rdf:li></rdf:Alt></xmpRights:UsageTerms>
   <Iptc4xmpCore:CreatorContactInfo rdf:parseType="Resource">
    <Iptc4xmpCore:CiUrlWork>${profile}</Iptc4xmpCore:CiUrlWork>
   </Iptc4xmpCore:CreatorContactInfo>
   <plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource">
    <plus:LicensorName>${creator}</plus:LicensorName>
    <plus:LicensorURL>${profile}</plus:LicensorURL>
   </rdf:li></rdf:Seq></plus:Licensor>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
