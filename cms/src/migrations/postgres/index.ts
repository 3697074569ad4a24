import * as migration_20261122_120115_initial from './20261122_120115_initial';
import * as migration_20261123_004720_leads_sales_workflow from './20261123_004720_leads_sales_workflow';
import * as migration_20261123_122523_site_settings_pixel_id from './20261123_122523_site_settings_pixel_id';
import * as migration_20261123_124002_blog_posts from './20261123_124002_blog_posts';
import * as migration_20261123_145503_page_layout_blocks_media from './20261123_145503_page_layout_blocks_media';
import * as migration_20261123_152419_redirect_external from './20261123_152419_redirect_external';
import * as migration_20261123_154655_users_login_guard from './20261123_154655_users_login_guard';
import * as migration_20261124_090923_audit_search_verdict from './20261124_090923_audit_search_verdict';
import * as migration_20261124_132106_leads_spam_optin_replay from './20261124_132106_leads_spam_optin_replay';
import * as migration_20261125_012712_customers from './20261125_012712_customers';
import * as migration_20261125_013740_audit_customer from './20261125_013740_audit_customer';
import * as migration_20261125_074353_audit_share from './20261125_074353_audit_share';
import * as migration_20261125_095556_recheck from './20261125_095556_recheck';
import * as migration_20261125_122359_promo_video from './20261125_122359_promo_video';
import * as migration_20261127_121853_sales_desk from './20261127_121853_sales_desk';
import * as migration_20261127_123822_offer_drafts_jobs from './20261127_123822_offer_drafts_jobs';
import * as migration_20261128_014243_audit_fixes_control from './20261128_014243_audit_fixes_control';
import * as migration_20261128_102925_audit_business_facts from './20261128_102925_audit_business_facts';
import * as migration_20261128_111110_recheck_business_facts from './20261128_111110_recheck_business_facts';
import * as migration_20261128_112656_audit_fact_check from './20261128_112656_audit_fact_check';
import * as migration_20261129_113045_i40_avatars_promises_prospect from './20261129_113045_i40_avatars_promises_prospect';

export const migrations = [
  {
    up: migration_20261122_120115_initial.up,
    down: migration_20261122_120115_initial.down,
    name: '20261122_120115_initial',
  },
  {
    up: migration_20261123_004720_leads_sales_workflow.up,
    down: migration_20261123_004720_leads_sales_workflow.down,
    name: '20261123_004720_leads_sales_workflow',
  },
  {
    up: migration_20261123_122523_site_settings_pixel_id.up,
    down: migration_20261123_122523_site_settings_pixel_id.down,
    name: '20261123_122523_site_settings_pixel_id',
  },
  {
    up: migration_20261123_124002_blog_posts.up,
    down: migration_20261123_124002_blog_posts.down,
    name: '20261123_124002_blog_posts',
  },
  {
    up: migration_20261123_145503_page_layout_blocks_media.up,
    down: migration_20261123_145503_page_layout_blocks_media.down,
    name: '20261123_145503_page_layout_blocks_media',
  },
  {
    up: migration_20261123_152419_redirect_external.up,
    down: migration_20261123_152419_redirect_external.down,
    name: '20261123_152419_redirect_external',
  },
  {
    up: migration_20261123_154655_users_login_guard.up,
    down: migration_20261123_154655_users_login_guard.down,
    name: '20261123_154655_users_login_guard',
  },
  {
    up: migration_20261124_090923_audit_search_verdict.up,
    down: migration_20261124_090923_audit_search_verdict.down,
    name: '20261124_090923_audit_search_verdict',
  },
  {
    up: migration_20261124_132106_leads_spam_optin_replay.up,
    down: migration_20261124_132106_leads_spam_optin_replay.down,
    name: '20261124_132106_leads_spam_optin_replay',
  },
  {
    up: migration_20261125_012712_customers.up,
    down: migration_20261125_012712_customers.down,
    name: '20261125_012712_customers',
  },
  {
    up: migration_20261125_013740_audit_customer.up,
    down: migration_20261125_013740_audit_customer.down,
    name: '20261125_013740_audit_customer',
  },
  {
    up: migration_20261125_074353_audit_share.up,
    down: migration_20261125_074353_audit_share.down,
    name: '20261125_074353_audit_share',
  },
  {
    up: migration_20261125_095556_recheck.up,
    down: migration_20261125_095556_recheck.down,
    name: '20261125_095556_recheck',
  },
  {
    up: migration_20261125_122359_promo_video.up,
    down: migration_20261125_122359_promo_video.down,
    name: '20261125_122359_promo_video',
  },
  {
    up: migration_20261127_121853_sales_desk.up,
    down: migration_20261127_121853_sales_desk.down,
    name: '20261127_121853_sales_desk',
  },
  {
    up: migration_20261127_123822_offer_drafts_jobs.up,
    down: migration_20261127_123822_offer_drafts_jobs.down,
    name: '20261127_123822_offer_drafts_jobs',
  },
  {
    up: migration_20261128_014243_audit_fixes_control.up,
    down: migration_20261128_014243_audit_fixes_control.down,
    name: '20261128_014243_audit_fixes_control',
  },
  {
    up: migration_20261128_102925_audit_business_facts.up,
    down: migration_20261128_102925_audit_business_facts.down,
    name: '20261128_102925_audit_business_facts',
  },
  {
    up: migration_20261128_111110_recheck_business_facts.up,
    down: migration_20261128_111110_recheck_business_facts.down,
    name: '20261128_111110_recheck_business_facts',
  },
  {
    up: migration_20261128_112656_audit_fact_check.up,
    down: migration_20261128_112656_audit_fact_check.down,
    name: '20261128_112656_audit_fact_check',
  },
  {
    up: migration_20261129_113045_i40_avatars_promises_prospect.up,
    down: migration_20261129_113045_i40_avatars_promises_prospect.down,
    name: '20261129_113045_i40_avatars_promises_prospect'
  },
];
