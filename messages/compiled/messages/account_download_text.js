/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Download_TextInputs */

const en_account_download_text = /** @type {(inputs: Account_Download_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ZIP file with your account details, every identification as JSON and as a spreadsheet (CSV), and your photos at the largest size we keep.`)
};

const es_account_download_text = /** @type {(inputs: Account_Download_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un archivo ZIP con los datos de tu cuenta, cada identificación en JSON y como hoja de cálculo (CSV), y tus fotos en el mayor tamaño que guardamos.`)
};

const de_account_download_text = /** @type {(inputs: Account_Download_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine ZIP-Datei mit deinen Kontodaten, jeder Bestimmung als JSON und als Tabelle (CSV) und deinen Fotos in der größten Größe, die wir aufbewahren.`)
};

const fr_account_download_text = /** @type {(inputs: Account_Download_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un fichier ZIP avec les informations de votre compte, chaque identification en JSON et en tableur (CSV), et vos photos dans la plus grande taille que nous conservons.`)
};

const zh_hans1_account_download_text = /** @type {(inputs: Account_Download_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一个 ZIP 文件，包含你的账户信息、每条识别记录（JSON 和电子表格 CSV 格式），以及我们保存的最大尺寸的照片。`)
};

/**
* | output |
* | --- |
* | "A ZIP file with your account details, every identification as JSON and as a spreadsheet (CSV), and your photos at the largest size we keep." |
*
* @param {Account_Download_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_download_text = /** @type {((inputs?: Account_Download_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Download_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_download_text(inputs)
	if (locale === "de") return de_account_download_text(inputs)
	if (locale === "fr") return fr_account_download_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_download_text(inputs)
	return en_account_download_text(inputs)
});