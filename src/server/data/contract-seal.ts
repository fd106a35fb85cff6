// The platform's seal on fully signed contracts (docs/decisions/0026-contract-seal.md): a self-signed certificate and
// RSA key made the first time the platform needs them (first start, or the first seal of an instance that started
// before) and kept in `platform_keys`; each final contract PDF is signed with it (PKCS#7 detached, subfilter
// ETSI.CAdES.detached) through @signpdf, so any PDF reader or poppler's pdfsig can tell it is unaltered since sealing.
import crypto from 'node:crypto';
import forge from 'node-forge';
import { eq } from 'drizzle-orm';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { MESSAGES } from '@/domain/shared';
import type { DbOrTx } from '../db/client';
import { platformKeys } from '../db/schema';

/** The purpose of the key that seals contracts. */
export const CONTRACT_SEAL_PURPOSE = 'contract-seal';
const CERT_YEARS = 20;

/** The platform's sealing identity. */
export interface PlatformKey {
  certificatePem: string;
  privateKeyPem: string;
}

/** A new self-signed certificate and key (the key is made by Node's crypto; forge writes the X.509 certificate). */
export function makeSealKey(now = new Date()): PlatformKey {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial (leading 01) of 9 random bytes.
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime() + CERT_YEARS * 365 * 24 * 3600 * 1000);
  const name = [
    { name: 'commonName', value: 'CareLink contract seal' },
    { name: 'organizationName', value: 'CareLink' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: privateKey };
}

/** The sealing key, made and stored on first use; concurrent first uses agree on the row that won. */
export async function ensureSealKey(db: DbOrTx): Promise<PlatformKey> {
  const read = async () =>
    (
      await db
        .select({ certificatePem: platformKeys.certificatePem, privateKeyPem: platformKeys.privateKeyPem })
        .from(platformKeys)
        .where(eq(platformKeys.purpose, CONTRACT_SEAL_PURPOSE))
        .limit(1)
    ).at(0);
  const found = await read();
  if (found) return found;
  await db
    .insert(platformKeys)
    .values({ purpose: CONTRACT_SEAL_PURPOSE, ...makeSealKey() })
    .onConflictDoNothing();
  return (await read())!;
}

/** The key and certificate as a PKCS#12 bundle (what @signpdf's P12 signer reads), with an empty passphrase. */
function p12Of(key: PlatformKey): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(key.privateKeyPem),
    [forge.pki.certificateFromPem(key.certificatePem)],
    '',
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * Seals a finished PDF: adds a signature field and signs the whole file but the signature itself. `reason` is what the
 * seal says it is for (the contract's by default; the work record states its own).
 */
export async function sealPdf(
  pdf: Buffer,
  key: PlatformKey,
  signingTime: Date,
  reason: string = MESSAGES.contract.pdf.sealReason,
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason,
    contactInfo: 'CareLink',
    name: 'CareLink',
    location: 'CareLink',
    signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'CareLink',
  });
  return new SignPdf().sign(withPlaceholder, new P12Signer(p12Of(key), { passphrase: '' }), signingTime);
}

/** Hex SHA-256 of bytes. */
export const sha256Hex = (b: Buffer): string => crypto.createHash('sha256').update(b).digest('hex');
